/**
 * Scheduling's part of the customer's data export (issue 24 item 3), on real MongoDB, Redis, SMTP
 * sink and worker: the internal records route answers the customer's appointment (designer, time,
 * kind, status) and the e-mails the worker sent them (date, subject, kind; not the admins'; the
 * resume link's too). (The manage link hands out no export: manage-link-reach.test.ts.)
 */
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NotificationJob, notificationJobId, NOTIFICATIONS_QUEUE, redisConnection, type ResumeLinkJob } from '@cabinetry/shared/server/queues';
import type { CustomerRecords } from '@cabinetry/shared/contracts';
import { json } from '@cabinetry/shared/testing';
import { type Harness, startHarness } from './testing/harness';

let h: Harness;


beforeAll(async () => {
  h = await startHarness({ rateLimitMultiplier: 1 });
  h.startWorker();
});

afterAll(async () => {
  await h?.stop();
});

describe('the data export', () => {
  let customerId: string;
  let subject: string;

  beforeAll(async () => {
    const customer = await h.newCustomer();
    customerId = customer.id;
    expect((await h.book(customer, '2026-11-27T11:00:00+02:00', 'virtual')).status).toBe(201);
    const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email) && m.subject.includes('booked'), 15_000);
    subject = mail.subject;
  });

  it("records: the customer's appointment and the e-mails sent to them, for onboarding only", async () => {
    expect((await h.app.request(`/internal/customers/${customerId}/records`)).status).toBe(401);
    const ask = async () => (await json(await h.app.request(`/internal/customers/${customerId}/records`, { headers: { 'x-internal-token': h.config.internalToken } }))) as CustomerRecords;
    // the worker records the e-mail once the SMTP server took it
    await expect.poll(async () => (await ask()).emails.length, { timeout: 15_000 }).toBe(1);
    const records = await ask();
    expect(records.appointments).toEqual([
      {
        id: expect.any(String),
        appointmentType: 'virtual',
        appointmentDate: '2026-11-27T11:00:00+02:00',
        endDate: '2026-11-27T12:00:00+02:00',
        status: 'confirmed',
        designerName: null,
        specialRequests: '',
        cancelledBy: null,
      },
    ]);
    expect(records.emails).toEqual([{ sentAt: expect.any(String), subject, kind: 'appointment-confirmation' }]);

    // a resume link the worker sends for onboarding is listed too, after the confirmation
    const queue = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(h.redisUrl) });
    const job: ResumeLinkJob = { kind: 'resume-link', customerId, linkId: 'link-1' };
    await queue.add(job.kind, job, { jobId: notificationJobId(job) });
    await queue.close();
    await expect.poll(async () => (await ask()).emails.map((e) => e.kind), { timeout: 15_000 }).toEqual(['appointment-confirmation', 'resume-link']);
    expect((await ask()).emails[1]).toEqual({ sentAt: expect.any(String), subject: 'Continue your project', kind: 'resume-link' });
  });
});
