/**
 * The internal profile scheduling's worker reads before every WhatsApp send (GET /internal/customers/:id)
 * on the real onboarding service (Mongo-wire, Redis, S3): `whatsAppNumber` (E.164 digits) only while the
 * customer's consent holds for their current step-1 phone; gone after unticking, after a STOP
 * (the withdrawal route) and once the customer gives another number without ticking again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, fromAddress, json, jsonInit } from '@cabinetry/shared/testing';
import { type Harness, startHarness, TEST_SECRETS } from '../test-harness';
import { whatsAppStep1 } from '../whatsapp-test-support';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

const internal = { 'x-internal-token': TEST_SECRETS.internalToken };
const step1 = (email: string, phone: string, whatsApp?: { optIn: boolean }) => whatsAppStep1(email, phone, { whatsApp });
const save = (body: unknown, ip: string, cookie?: string) => harness.app.request('/api/onboarding/step1', jsonInit('POST', body, cookie ? { cookie } : {}), fromAddress(ip));
const profile = async (id: string) => (await json(await harness.app.request(`/internal/customers/${id}`, { headers: internal }))) as { whatsAppNumber?: string };

describe('GET /internal/customers/:id whatsAppNumber', () => {
  it('carries the E.164 digits of a consented number, and not once the box is unticked', async () => {
    const created = await save(step1('nadine@example.com', '+96103123456', { optIn: true }), '203.0.113.31');
    expect(created.status).toBe(201);
    const { customerId } = (await json(created)) as { customerId: string };
    expect((await profile(customerId)).whatsAppNumber).toBe('9613123456');

    expect((await save(step1('nadine@example.com', '+96103123456', { optIn: false }), '203.0.113.31', cookieFrom(created))).status).toBe(200);
    expect(await profile(customerId)).not.toHaveProperty('whatsAppNumber');
  });

  it('has none for a customer who never ticked the box, after a STOP, or for a number the consent was not given for', async () => {
    const never = await save(step1('karim@example.com', '+96171555666'), '203.0.113.32');
    expect(await profile(((await json(never)) as { customerId: string }).customerId)).not.toHaveProperty('whatsAppNumber');

    const stopped = await save(step1('maya@example.com', '+96176111222', { optIn: true }), '203.0.113.33');
    const stoppedId = ((await json(stopped)) as { customerId: string }).customerId;
    expect((await profile(stoppedId)).whatsAppNumber).toBe('96176111222');
    expect((await harness.app.request('/internal/whatsapp-consent/withdrawals', jsonInit('POST', { waId: '96176111222' }, internal))).status).toBe(200);
    expect(await profile(stoppedId)).not.toHaveProperty('whatsAppNumber');

    const moved = await save(step1('ziad@example.com', '+96178333444', { optIn: true }), '203.0.113.34');
    const movedId = ((await json(moved)) as { customerId: string }).customerId;
    // step 1 saved again with another phone and no answer to the box: the consent stays with the old number
    expect((await save(step1('ziad@example.com', '+96178999000'), '203.0.113.34', cookieFrom(moved))).status).toBe(200);
    expect(await profile(movedId)).not.toHaveProperty('whatsAppNumber');
  });
});
