/**
 * POST /internal/whatsapp-consent/withdrawals on the real onboarding service (Mongo-wire, Redis,
 * S3): a number that answered STOP on WhatsApp loses every consent given for it, whatever spacing the
 * customer typed it with; other numbers keep theirs; only the internal token may ask.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { type Harness, startHarness, TEST_SECRETS } from '../test-harness';
import { whatsAppCustomer } from '../whatsapp-test-support';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

/** A new customer who gave `phone` and ticked the WhatsApp box; answers their id. */
const customerWith = (email: string, phone: string, ip: string) => whatsAppCustomer(harness, email, phone, ip, { whatsApp: { optIn: true } });
const consentOf = async (id: string) =>
  ((await harness.conn.collection('customers').findOne({ _id: new Types.ObjectId(id) })) as { whatsAppConsent?: Record<string, unknown> | null } | null)?.whatsAppConsent;
const withdraw = (waId: string, token = TEST_SECRETS.internalToken) =>
  harness.app.request('/internal/whatsapp-consent/withdrawals', jsonInit('POST', { waId }, { 'x-internal-token': token }));

describe('POST /internal/whatsapp-consent/withdrawals', () => {
  it("withdraws every consent given for the number, and no other number's", async () => {
    const spaced = await customerWith('rania@example.com', '+96170123456', '203.0.113.21');
    // a number stored as typed elsewhere ('+961 70 123 456'): the same digits
    await harness.conn.collection('customers').updateOne({ _id: new Types.ObjectId(spaced) }, { $set: { 'whatsAppConsent.phone': '+961 70 123 456' } });
    const compact = await customerWith('rania.k@example.com', '+96170123456', '203.0.113.22');
    const other = await customerWith('omar@example.com', '+96171999888', '203.0.113.23');
    const before = await consentOf(spaced);

    const res = await withdraw('96170123456');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ withdrawn: 2 });
    for (const id of [spaced, compact]) expect(await consentOf(id)).toMatchObject({ optedIn: false, phone: expect.stringContaining('70') });
    expect((await consentOf(spaced))!.at).not.toEqual(before!.at);
    expect(await consentOf(other)).toMatchObject({ optedIn: true, phone: '+96171999888' });
    // again: nothing left to withdraw
    expect(await json(await withdraw('96170123456'))).toEqual({ withdrawn: 0 });
  });

  it('answers other services only, and refuses what is not a WhatsApp id', async () => {
    expect((await withdraw('96171999888', 'wrong-token')).status).toBe(401);
    expect((await withdraw('+96171999888')).status).toBe(400);
    expect((await withdraw('.*')).status).toBe(400);
  });
});
