/**
 * Test helpers shared by the tests of e-mailed customer links (resume links, erasure confirmation
 * links) on the real onboarding service: a step-1 body, a fresh client address per call, the link
 * jobs queued on the notifications queue and the token the worker derives for a fresh one's e-mail, and every stored document.
 */
import type { Queue } from 'bullmq';
import type { Connection } from 'mongoose';
import { expect } from 'vitest';
import type { NotificationJob, ResumeLinkJob } from '@cabinetry/shared/server/queues';
import { customerLinkToken } from '@cabinetry/shared/server/customer-link';
import { TEST_SECRETS } from './test-harness';

/** Step 1's body for `email`. */
export const step1 = (email: string) => ({
  customerInfo: { firstName: 'Rana', lastName: 'Haddad', email, phone: '+96171123456', projectAddress: 'Gemmayze St 12, Lebanon', projectDetails: 'residential', projectTimeline: '3-6months', budget: '25k-50k' },
  projectTypes: { kitchen: true, wardrobe: false },
});

let lastOctet = 0;
/** A fresh client address per call, so each test has its own per-IP budgets. */
export const newClient = () => `203.0.113.${++lastOctet}`;

/** The token the worker derives for link job `job` and puts in its e-mail. */
export const tokenOf = (job: ResumeLinkJob): string => customerLinkToken(TEST_SECRETS.customerSessionSecret, job.kind, job.linkId);

/** The link jobs of `kind` queued for a customer, and the token of the one `ask` queues. */
export function mailedLinks(queue: Queue<NotificationJob>, kind: ResumeLinkJob['kind'], ask: (email: string) => Response | Promise<Response>) {
  async function linkJobs(customerId: string): Promise<ResumeLinkJob[]> {
    const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    return jobs.map((j) => j.data).filter((d): d is ResumeLinkJob => d.kind === kind && d.customerId === customerId);
  }
  /** Asks for a link for the customer's address and answers the token the e-mail would carry (derived from the job's link id, as the worker does). */
  async function mailedToken(customerId: string, email: string): Promise<string> {
    const before = new Set((await linkJobs(customerId)).map((job) => job.linkId));
    expect((await ask(email)).status).toBe(202);
    const fresh = async () => (await linkJobs(customerId)).filter((job) => !before.has(job.linkId));
    await expect.poll(async () => (await fresh()).length).toBe(1);
    return tokenOf((await fresh())[0]);
  }
  return { linkJobs, mailedToken };
}

/** Every document of every collection of `conn`'s database, as one JSON text. */
export async function everythingStored(conn: Connection): Promise<string> {
  const db = conn.db!;
  const collections = await db.listCollections().toArray();
  const docs = await Promise.all(collections.map((c) => db.collection(c.name).find({}).toArray()));
  return JSON.stringify(docs);
}
