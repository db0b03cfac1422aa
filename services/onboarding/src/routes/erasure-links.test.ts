/**
 * The customer's own erasure request on the real onboarding service (Mongo-wire, Redis, S3; the real
 * budgets): the same answer for a known and an unknown address, the confirmation e-mail queued for the
 * scheduling worker (the notifications queue), no raw token stored, opening the link does not confirm,
 * the POST confirms once (then 410) and queues the admins' erasure job (the privacy queue) audited as
 * a customer request, 24-hour expiry, and the per-address budget (429 with Retry-After).
 */
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASURE_CONFIRMED, ERASURE_LINK_SENT, ERASURE_LINK_UNUSABLE, ERASURE_LINKS_PER_ADDRESS_PER_HOUR } from '@cabinetry/shared/contracts';
import { erasureJobId, PRIVACY_QUEUE, pseudonymOf } from '@cabinetry/shared/server/erasure';
import { NOTIFICATIONS_QUEUE, redisConnection, type NotificationJob, type ResumeLinkJob } from '@cabinetry/shared/server/queues';
import { fromAddress, json, jsonInit } from '@cabinetry/shared/testing';
import { resumeTokenHash } from '../domain/resume-token';
import { everythingStored, mailedLinks, newClient, step1 } from '../link-test-support';
import { type Harness, startCustomer, startHarness, TEST_SECRETS } from '../test-harness';

let harness: Harness;
let notifications: Queue<NotificationJob>;
let privacy: Queue;

const askErasure = (email: string, ip = newClient()) => harness.app.request('/api/onboarding/erasure-links', jsonInit('POST', { email }), fromAddress(ip));
const confirm = (token: string, ip = newClient()) => harness.app.request('/api/onboarding/erasure-links/confirm', jsonInit('POST', { token }), fromAddress(ip));
const stored = () => everythingStored(harness.conn);
let linkJobs: ReturnType<typeof mailedLinks>['linkJobs'];
let mailedToken: ReturnType<typeof mailedLinks>['mailedToken'];

beforeAll(async () => {
  harness = await startHarness({ rateLimitMultiplier: 1 });
  notifications = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(harness.redisUrl) });
  ({ linkJobs, mailedToken } = mailedLinks(notifications, 'erasure-link', (email) => askErasure(email)));
  privacy = new Queue(PRIVACY_QUEUE, { connection: redisConnection(harness.redisUrl) });
});

afterAll(async () => {
  await notifications?.close();
  await privacy?.close();
  await harness?.stop();
});

describe('asking for erasure', () => {
  it('answers a known and an unknown address alike, and queues a confirmation e-mail only for the known one', async () => {
    const customer = await startCustomer(harness.app, step1('erase-known@example.com'));
    const known = await askErasure('Erase-Known@Example.com');
    const unknown = await askErasure('erase-nobody@example.com');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.text()).toBe(await unknown.text());
    expect(await json(await askErasure('erase-someone@example.com'))).toEqual({ message: ERASURE_LINK_SENT });
    await expect.poll(async () => (await linkJobs(customer.id)).length).toBe(1);
    const jobs = await notifications.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    expect(jobs.filter((j) => j.data.kind === 'erasure-link').map((j) => (j.data as ResumeLinkJob).customerId)).toEqual([customer.id]);
    expect(await privacy.getJob(erasureJobId(customer.id))).toBeUndefined(); // asking erases nothing
  });

  it('stores only the SHA-256 of the token', async () => {
    const customer = await startCustomer(harness.app, step1('erase-hash@example.com'));
    const token = await mailedToken(customer.id, 'erase-hash@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect.poll(stored).toContain(resumeTokenHash(token));
    expect(await stored()).not.toContain(token);
  });

  it(`sends at most ${ERASURE_LINKS_PER_ADDRESS_PER_HOUR} links per address and hour (429 with Retry-After), known or not`, async () => {
    await startCustomer(harness.app, step1('erase-limit@example.com'));
    for (const address of ['erase-limit@example.com', 'erase-limit-unknown@example.com']) {
      const statuses: number[] = [];
      for (let i = 0; i < ERASURE_LINKS_PER_ADDRESS_PER_HOUR; i++) statuses.push((await askErasure(i % 2 ? address.toUpperCase() : address)).status);
      expect(statuses).toEqual(Array(ERASURE_LINKS_PER_ADDRESS_PER_HOUR).fill(202));
      const refused = await askErasure(address);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect(await json(refused)).toMatchObject({ code: 'rate_limited', details: { budget: 'erasure-links-address' } });
    }
  });
});

describe('confirming erasure', () => {
  it('opening the link does not confirm; the POST queues the erasure job once, audited as a customer request; a second POST answers 410', async () => {
    const customer = await startCustomer(harness.app, step1('erase-me@example.com'));
    const token = await mailedToken(customer.id, 'erase-me@example.com');

    // what a mail scanner does: requests without the POST; none of them confirms
    for (let i = 0; i < 3; i++) expect((await harness.app.request('/api/onboarding/erasure-links/confirm', {}, fromAddress(newClient()))).status).toBe(404);
    expect(await privacy.getJob(erasureJobId(customer.id))).toBeUndefined();

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(202);
    expect(await json(confirmed)).toEqual({ message: ERASURE_CONFIRMED });
    const job = await privacy.getJob(erasureJobId(customer.id));
    expect(job?.data).toEqual({ kind: 'erasure', customerId: customer.id, reason: 'customer' });
    expect(harness.audited.filter((r) => r.action === 'lead.erase').at(-1)).toMatchObject({
      actor: '(signed link)',
      target: `lead ${pseudonymOf(TEST_SECRETS.privacyHashSecret, customer.id)}`,
      detail: 'customer request',
    });

    const again = await confirm(token);
    expect(again.status).toBe(410);
    expect(await json(again)).toEqual({ error: ERASURE_LINK_UNUSABLE, code: 'erasure_link_unusable' });
  });

  it('expires after 24 hours (410); a newer link voids the older; a forged token answers 410', async () => {
    const customer = await startCustomer(harness.app, step1('erase-late@example.com'));
    const older = await mailedToken(customer.id, 'erase-late@example.com');
    const token = await mailedToken(customer.id, 'erase-late@example.com');
    expect((await confirm(older)).status).toBe(410);
    expect((await confirm('A'.repeat(43))).status).toBe(410);
    harness.clock.offsetMs = 24 * 3600 * 1000 + 1000;
    try {
      expect((await confirm(token)).status).toBe(410);
    } finally {
      harness.clock.offsetMs = 0;
    }
    expect(await privacy.getJob(erasureJobId(customer.id))).toBeUndefined();
    expect((await confirm(token)).status).toBe(202); // unused while it was refused: the clock decided
  });
});
