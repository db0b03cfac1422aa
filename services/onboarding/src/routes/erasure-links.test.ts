/**
 * The customer's own erasure request on the real onboarding service (Mongo-wire, Redis, S3; the real
 * budgets): the same answer for a known and an unknown address, the confirmation e-mail queued for the
 * scheduling worker (the notifications queue), no raw token stored, opening the link does not confirm,
 * the POST confirms once (then 410) and queues the admins' erasure job (the privacy queue) audited as
 * a customer request, 24-hour expiry, and the per-address budget (429 with Retry-After).
 */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASURE_CONFIRMED, ERASURE_LINK_SENT, ERASURE_LINK_UNUSABLE, ERASURE_LINKS_PER_ADDRESS_PER_HOUR } from '@cabinetry/shared/contracts';
import { customerLedgerKeyOf, erasureJobPrefix, mailboxKeyOf, PRIVACY_QUEUE, pseudonymOf } from '@cabinetry/shared/server/erasure';
import { INTERNAL_TOKEN_HEADER } from '@cabinetry/shared/server/auth';
import { NOTIFICATIONS_QUEUE, redisConnection, type NotificationJob, type ResumeLinkJob } from '@cabinetry/shared/server/queues';
import { fromAddress, json, jsonInit } from '@cabinetry/shared/testing';
import { customerLinkHash } from '@cabinetry/shared/server/customer-link';
import { everythingStored, mailedLinks, newClient, step1 } from '../link-test-support';
import { type Harness, startCustomer, startHarness, TEST_SECRETS } from '../test-harness';

let harness: Harness;
let notifications: Queue<NotificationJob>;
let privacy: Queue;

const askErasure = (email: string, ip = newClient()) => harness.app.request('/api/onboarding/erasure-links', jsonInit('POST', { email }), fromAddress(ip));
const confirm = (token: string, ip = newClient()) => harness.app.request('/api/onboarding/erasure-links/confirm', jsonInit('POST', { token }), fromAddress(ip));
const stored = () => everythingStored(harness.conn);
/** The erasure jobs queued for `customerId`, in any state. */
const erasureJobs = async (customerId: string) =>
  (await privacy.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).filter((j) => j.id?.startsWith(erasureJobPrefix(customerId)));
const secret = TEST_SECRETS.privacyHashSecret;
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
    expect(await erasureJobs(customer.id)).toEqual([]); // asking erases nothing
  });

  it('stores only the SHA-256 of the token', async () => {
    const customer = await startCustomer(harness.app, step1('erase-hash@example.com'));
    const token = await mailedToken(customer.id, 'erase-hash@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect.poll(stored).toContain(customerLinkHash(token));
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
    expect(await erasureJobs(customer.id)).toEqual([]);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(202);
    expect(await json(confirmed)).toEqual({ message: ERASURE_CONFIRMED });
    const jobs = await erasureJobs(customer.id);
    // ids and the keyed hash of the mailbox the link was sent to: no address, no name
    expect(jobs.map((j) => j.data)).toEqual([{ kind: 'erasure', customerId: customer.id, reason: 'customer', mailboxKey: mailboxKeyOf(secret, 'erase-me@example.com') }]);
    expect(harness.audited.filter((r) => r.action === 'lead.erase').at(-1)).toMatchObject({
      actor: '(signed link)',
      target: `lead ${pseudonymOf(secret, customer.id)}`,
      customerId: pseudonymOf(secret, customer.id),
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
    expect(await erasureJobs(customer.id)).toEqual([]);
    expect((await confirm(token)).status).toBe(202); // unused while it was refused: the clock decided
  });
});

describe('the link is bound to the mailbox it was sent to (issue 34 item 2)', () => {
  it('is refused (410, nothing queued) once the customer’s address changed since it was sent', async () => {
    const customer = await startCustomer(harness.app, step1('erase-bound@example.com'));
    const token = await mailedToken(customer.id, 'erase-bound@example.com');
    await harness.conn.collection('customers').updateOne({ _id: new ObjectId(customer.id) }, { $set: { 'customerInfo.email': 'someone-else@example.com' } });
    const refused = await confirm(token);
    expect(refused.status).toBe(410);
    expect(await json(refused)).toEqual({ error: ERASURE_LINK_UNUSABLE, code: 'erasure_link_unusable' });
    expect(await erasureJobs(customer.id)).toEqual([]);
  });

  it('each confirmed request gets its own job, even while an earlier one is pending', async () => {
    const customer = await startCustomer(harness.app, step1('erase-twice@example.com'));
    expect((await confirm(await mailedToken(customer.id, 'erase-twice@example.com'))).status).toBe(202);
    expect((await confirm(await mailedToken(customer.id, 'erase-twice@example.com'))).status).toBe(202);
    const jobs = await erasureJobs(customer.id);
    expect(jobs).toHaveLength(2);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(2);
  });

  it('the ledger records the customer id and only the confirmed mailbox, never the record’s current address', async () => {
    const erase = (id: string, query = '') => harness.app.request(`/internal/customers/${id}${query}`, { method: 'DELETE', headers: { [INTERNAL_TOKEN_HEADER]: TEST_SECRETS.internalToken } });
    const ledger = () => harness.conn.collection('erasure_ledger').find({}, { projection: { _id: 1 } }).toArray();
    const staffErased = await startCustomer(harness.app, step1('victim-address@example.com'));
    expect((await erase(staffErased.id)).status).toBe(200);
    const keys = (await ledger()).map((e) => String(e._id));
    expect(keys).toContain(customerLedgerKeyOf(secret, staffErased.id));
    expect(keys).not.toContain(mailboxKeyOf(secret, 'victim-address@example.com'));

    const confirmed = await startCustomer(harness.app, step1('proven-address@example.com'));
    const mailboxKey = mailboxKeyOf(secret, 'Proven-Address+tag@example.com');
    expect((await erase(confirmed.id, `?mailboxKey=${encodeURIComponent(mailboxKey)}`)).status).toBe(200);
    expect((await ledger()).map((e) => String(e._id))).toEqual(expect.arrayContaining([customerLedgerKeyOf(secret, confirmed.id), mailboxKey]));
    expect((await erase(confirmed.id, '?mailboxKey=maya%40example.com')).status).toBe(400); // a hash, never an address
  });

  it('counts the per-address allowance under the mailbox’s keyed hash: no address in Redis', async () => {
    await askErasure('erase-redis-key@example.com');
    const redis = new Redis(harness.redisUrl);
    try {
      const keys = await redis.keys('allowance:erasure-links-address:*');
      expect(keys).toContain(`allowance:erasure-links-address:${mailboxKeyOf(secret, 'erase-redis-key@example.com')}`);
      expect(keys.join(' ')).not.toContain('@');
    } finally {
      redis.disconnect();
    }
  });
});
