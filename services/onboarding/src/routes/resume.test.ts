/**
 * The resume link on the real onboarding service (Mongo-wire, Redis, S3; the real budgets): the same
 * answer for a known and an unknown address, the e-mail queued for the scheduling worker (the
 * notifications queue in Redis), no raw token stored anywhere (neither in the database nor in the
 * queued job, which carries the link's id the worker derives the token from), single use, 72-hour expiry (the
 * app's clock moved), a newer link voiding the older, 5 links per address and hour, and the redeemed
 * session owning the customer's project on the new device.
 */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_LINK_OFFERED, RESUME_LINK_SENT, RESUME_LINK_UNUSABLE } from '@cabinetry/shared/contracts';
import { NOTIFICATIONS_QUEUE, redisConnection, type NotificationJob, type ResumeLinkJob } from '@cabinetry/shared/server/queues';
import { cookieFrom, fromAddress, json, jsonInit } from '@cabinetry/shared/testing';
import { customerLinkHash } from '@cabinetry/shared/server/customer-link';
import { everythingStored, mailedLinks, newClient, step1 } from '../link-test-support';
import { type Harness, startCustomer, startHarness, upload } from '../test-harness';

let harness: Harness;
let queue: Queue<NotificationJob>;

const askLink = (email: string, ip = newClient()) => harness.app.request('/api/onboarding/resume-links', jsonInit('POST', { email }), fromAddress(ip));
const redeem = (token: string, ip = newClient()) => harness.app.request('/api/onboarding/resume-links/redeem', jsonInit('POST', { token }), fromAddress(ip));
const stored = () => everythingStored(harness.conn);
let linkJobs: ReturnType<typeof mailedLinks>['linkJobs'];
let mailedToken: ReturnType<typeof mailedLinks>['mailedToken'];

beforeAll(async () => {
  harness = await startHarness({ rateLimitMultiplier: 1 });
  queue = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(harness.redisUrl) });
  ({ linkJobs, mailedToken } = mailedLinks(queue, 'resume-link', (email) => askLink(email)));
});

afterAll(async () => {
  await queue?.close();
  await harness?.stop();
});

describe('asking for a link', () => {
  it('answers a known and an unknown address alike, and queues an e-mail only for the known one', async () => {
    const customer = await startCustomer(harness.app, step1('known@example.com'));
    const known = await askLink('Known@Example.com');
    const unknown = await askLink('nobody-here@example.com');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.text()).toBe(await unknown.text());
    expect(await json(await askLink('someone@example.com'))).toEqual({ message: RESUME_LINK_SENT });
    expect(known.headers.get('set-cookie')).toBeNull();
    await expect.poll(async () => (await linkJobs(customer.id)).length).toBe(1);
    const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    expect(jobs.filter((j) => j.data.kind === 'resume-link').map((j) => (j.data as ResumeLinkJob).customerId)).toEqual([customer.id]);
  });

  it('stores only the SHA-256 of the token: no collection holds the token itself', async () => {
    const customer = await startCustomer(harness.app, step1('hash-only@example.com'));
    const token = await mailedToken(customer.id, 'hash-only@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect.poll(stored).toContain(customerLinkHash(token));
    expect(await stored()).not.toContain(token);
  });

  it('queues the link id, not the token: nothing Redis keeps about the job opens the project', async () => {
    const customer = await startCustomer(harness.app, step1('no-token-in-redis@example.com'));
    const token = await mailedToken(customer.id, 'no-token-in-redis@example.com');
    const [job] = await linkJobs(customer.id);
    const redis = new Redis(harness.redisUrl);
    const keys = await redis.keys(`bull:${NOTIFICATIONS_QUEUE}:*`);
    const values = await Promise.all(keys.map(async (key) => ((await redis.type(key)) === 'hash' ? JSON.stringify(await redis.hgetall(key)) : '')));
    redis.disconnect();
    expect(values.join('\n')).toContain(job.linkId);
    expect(values.join('\n')).not.toContain(token);
    expect((await redeem(job.linkId)).status).toBe(400); // not a token's shape
    expect((await redeem(token)).status).toBe(200);
  });

  it('sends at most 5 links per address and hour, however the address is spelt (429 with Retry-After), known or not', async () => {
    for (const address of ['limit@example.com', 'limit-unknown@example.com']) {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await askLink(i % 2 ? address.toUpperCase() : address)).status);
      expect(statuses).toEqual([202, 202, 202, 202, 202]);
      const refused = await askLink(address.replace('@', '+again@'));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect(await json(refused)).toMatchObject({ code: 'rate_limited', details: { budget: 'resume-links-address' } });
    }
  });

  it('refuses a body without a valid address (400)', async () => {
    const res = await askLink('not an address');
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: 'email: Please enter a valid email address', code: 'invalid_request' });
  });
});

describe('using a link', () => {
  it('restores the project on another device once: opening it does not use it, a second POST answers 410', async () => {
    const phone = await startCustomer(harness.app, step1('two-devices@example.com'));
    const saved = await harness.app.request(`/api/onboarding/step2/${phone.id}`, jsonInit('POST', { designPreferences: { styles: ['1'], colorPalettes: ['2'] } }, { cookie: phone.cookie }));
    expect(saved.status).toBe(200);
    expect((await upload(harness.app, phone, 'floor-plans', [{ name: 'plan.pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' }])).status).toBe(201);
    const token = await mailedToken(phone.id, 'two-devices@example.com');

    // what a mail scanner or a preview does: requests without the POST; none of them uses the link
    for (let i = 0; i < 3; i++) expect((await harness.app.request('/api/onboarding/resume-links/redeem', {}, fromAddress(newClient()))).status).toBe(404);

    const redeemed = await redeem(token);
    expect(redeemed.status).toBe(200);
    expect(await json(redeemed)).toEqual({
      customerId: phone.id,
      currentStep: 3,
      isCompleted: false,
      customerInfo: { ...step1('two-devices@example.com').customerInfo, heardFrom: '' },
      projectTypes: { kitchen: true, wardrobe: false },
      designPreferences: { styles: ['1'], colorPalettes: ['2'] },
      materialSelections: {},
      notes: '',
      appointment: null,
    });
    const laptop = cookieFrom(redeemed);
    expect(laptop).toBeTruthy();
    const documents = await harness.app.request(`/api/onboarding/documents/${phone.id}`, { headers: { cookie: laptop } });
    expect(documents.status).toBe(200);
    expect((await json(documents)).map((d: { filename: string }) => d.filename)).toEqual(['plan.pdf']);

    const again = await redeem(token);
    expect(again.status).toBe(410);
    expect(await json(again)).toEqual({ error: RESUME_LINK_UNUSABLE, code: 'resume_link_unusable' });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('expires after 72 hours (410)', async () => {
    const customer = await startCustomer(harness.app, step1('late@example.com'));
    const token = await mailedToken(customer.id, 'late@example.com');
    harness.clock.offsetMs = 72 * 3600 * 1000 + 1000;
    try {
      expect((await redeem(token)).status).toBe(410);
    } finally {
      harness.clock.offsetMs = 0;
    }
    expect((await redeem(token)).status).toBe(200); // unused while it was refused: the clock decided
  });

  it('is voided by a newer link; a forged token answers 410 too', async () => {
    const customer = await startCustomer(harness.app, step1('newer@example.com'));
    const older = await mailedToken(customer.id, 'newer@example.com');
    const newer = await mailedToken(customer.id, 'newer@example.com');
    expect((await redeem(older)).status).toBe(410);
    expect((await redeem('A'.repeat(43))).status).toBe(410);
    expect((await redeem(newer)).status).toBe(200);
  });
});

describe('step 1 on another device', () => {
  it('offers the resume link for an address that already has a project instead of creating a second lead', async () => {
    const phone = await startCustomer(harness.app, step1('one-lead@example.com'));
    const laptop = await harness.app.request('/api/onboarding/step1', jsonInit('POST', step1('One-Lead@example.com')), fromAddress(newClient()));
    expect(laptop.status).toBe(409);
    expect(await json(laptop)).toEqual({ error: RESUME_LINK_OFFERED, code: 'email_known' });
    expect(laptop.headers.get('set-cookie')).toBeNull();
    await expect.poll(async () => (await linkJobs(phone.id)).length).toBe(1);
    expect(await harness.conn.collection('customers').countDocuments({ 'customerInfo.email': { $regex: '^one-lead@example\\.com$', $options: 'i' } })).toBe(1);
    // the session that owns the project still saves it
    expect((await harness.app.request('/api/onboarding/step1', jsonInit('POST', step1('one-lead@example.com'), { cookie: phone.cookie }))).status).toBe(200);
  });
});
