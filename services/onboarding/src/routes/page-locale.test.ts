/**
 * The customer's current language (issue 35 item 4) on the real onboarding service (Mongo-wire,
 * Redis): the internal route scheduling calls to store the language of the customer's page, the
 * `?locale=` of the link requests (carried by the queued job, never stored from an anonymous
 * request), a redeemed resume link storing its page's language, and bad languages refused (400).
 */
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_QUEUE, redisConnection, type NotificationJob, type ResumeLinkJob } from '@cabinetry/shared/server/queues';
import { fromAddress, json, jsonInit } from '@cabinetry/shared/testing';
import { newClient, step1, tokenOf } from '../link-test-support';
import { type Harness, startCustomer, startHarness, TEST_SECRETS } from '../test-harness';

let harness: Harness;
let queue: Queue<NotificationJob>;

const internal = { 'x-internal-token': TEST_SECRETS.internalToken };
const putLocale = (customerId: string, body: unknown, headers: Record<string, string> = internal) =>
  harness.app.request(`/internal/customers/${customerId}/locale`, jsonInit('PUT', body, headers));
const storedLocale = async (customerId: string) => (await json(await harness.app.request(`/internal/customers/${customerId}`, { headers: internal }))).locale;
const linkJobs = async (kind: ResumeLinkJob['kind'], customerId: string): Promise<ResumeLinkJob[]> =>
  (await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).map((j) => j.data).filter((d): d is ResumeLinkJob => d.kind === kind && d.customerId === customerId);
const ask = (path: string, email: string) => harness.app.request(path, jsonInit('POST', { email }), fromAddress(newClient()));

beforeAll(async () => {
  harness = await startHarness();
  queue = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(harness.redisUrl) });
});

afterAll(async () => {
  await queue?.close();
  await harness?.stop();
});

describe('PUT /internal/customers/:id/locale', () => {
  it("stores the page's language on the customer, and says when it changed nothing", async () => {
    const customer = await startCustomer(harness.app, { ...step1('switch@example.com'), locale: 'fr' });
    expect(await storedLocale(customer.id)).toBe('fr');
    const first = await putLocale(customer.id, { locale: 'ar' });
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ changed: true });
    expect(await storedLocale(customer.id)).toBe('ar');
    expect(await json(await putLocale(customer.id, { locale: 'ar' }))).toEqual({ changed: false });
    expect(await storedLocale(customer.id)).toBe('ar');
  });

  it('refuses an unsupported language (400), an unknown customer (404) and a caller without the internal token (401)', async () => {
    const customer = await startCustomer(harness.app, step1('refusals@example.com'));
    for (const body of [{ locale: 'de' }, { locale: 'AR' }, {}, { locale: 'fr', extra: 1 }]) {
      const res = await putLocale(customer.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'invalid_request' });
    }
    expect(await storedLocale(customer.id)).toBe('en');
    expect((await putLocale('aaaaaaaaaaaaaaaaaaaaaaaa', { locale: 'fr' })).status).toBe(404);
    expect((await putLocale(customer.id, { locale: 'fr' }, { 'x-internal-token': 'wrong' })).status).toBe(401);
    expect(await storedLocale(customer.id)).toBe('en');
  });
});

describe("link requests name their page's language", () => {
  it("a resume link's job carries ?locale= and the stored language stays: the asker names only an address", async () => {
    const customer = await startCustomer(harness.app, { ...step1('resume.lang@example.com'), locale: 'fr' });
    expect((await ask('/api/onboarding/resume-links?locale=ar', 'resume.lang@example.com')).status).toBe(202);
    await expect.poll(async () => (await linkJobs('resume-link', customer.id)).map((j) => j.locale)).toEqual(['ar']);
    expect(await storedLocale(customer.id)).toBe('fr');
  });

  it("an erasure link's job carries ?locale=; without it the job names none (the worker then uses the stored one)", async () => {
    const customer = await startCustomer(harness.app, step1('erase.lang@example.com'));
    expect((await ask('/api/onboarding/erasure-links?locale=fr', 'erase.lang@example.com')).status).toBe(202);
    await expect.poll(async () => (await linkJobs('erasure-link', customer.id)).map((j) => j.locale)).toEqual(['fr']);
    const other = await startCustomer(harness.app, step1('erase.nolang@example.com'));
    expect((await ask('/api/onboarding/erasure-links', 'erase.nolang@example.com')).status).toBe(202);
    await expect.poll(async () => (await linkJobs('erasure-link', other.id)).length).toBe(1);
    expect((await linkJobs('erasure-link', other.id))[0]).not.toHaveProperty('locale');
  });

  it('step 1 with a known address e-mails the resume link in the language of the step-1 page', async () => {
    const customer = await startCustomer(harness.app, step1('known.lang@example.com'));
    const again = await harness.app.request('/api/onboarding/step1', jsonInit('POST', { ...step1('known.lang@example.com'), locale: 'ar' }), fromAddress(newClient()));
    expect(again.status).toBe(409);
    await expect.poll(async () => (await linkJobs('resume-link', customer.id)).map((j) => j.locale)).toEqual(['ar']);
    expect(await storedLocale(customer.id)).toBe('en');
  });

  it('redeeming a resume link stores the language of the page it opened', async () => {
    const customer = await startCustomer(harness.app, step1('redeem.lang@example.com'));
    expect((await ask('/api/onboarding/resume-links?locale=fr', 'redeem.lang@example.com')).status).toBe(202);
    await expect.poll(async () => (await linkJobs('resume-link', customer.id)).length).toBe(1);
    const token = tokenOf((await linkJobs('resume-link', customer.id))[0]);
    const redeemed = await harness.app.request('/api/onboarding/resume-links/redeem?locale=fr', jsonInit('POST', { token }), fromAddress(newClient()));
    expect(redeemed.status).toBe(200);
    expect(await storedLocale(customer.id)).toBe('fr');
  });

  it('refuses an unsupported ?locale= (400) before anything is queued', async () => {
    const customer = await startCustomer(harness.app, step1('bad.lang@example.com'));
    for (const path of ['/api/onboarding/resume-links?locale=de', '/api/onboarding/erasure-links?locale=xx']) {
      const res = await ask(path, 'bad.lang@example.com');
      expect(res.status, path).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'invalid_request' });
    }
    expect(await linkJobs('resume-link', customer.id)).toEqual([]);
    expect(await linkJobs('erasure-link', customer.id)).toEqual([]);
  });
});
