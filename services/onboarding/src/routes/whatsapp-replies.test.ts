/**
 * The internal routes scheduling's WhatsApp reply worker calls (issue 38 item 5), on the real
 * onboarding service (Mongo-wire, Redis, S3): who gave a number (their phone or their consent's,
 * however typed), and Call me's call-back next action on the lead (once per message; audited as the
 * product's own, with ids only); only the internal token may ask.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { AUTOMATIC_NEXT_ACTIONS } from '@cabinetry/shared/contracts';
import { type Harness, startHarness, TEST_SECRETS } from '../test-harness';
import { whatsAppCustomer } from '../whatsapp-test-support';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

const internal = { 'x-internal-token': TEST_SECRETS.internalToken };
const customerWith = (email: string, phone: string, ip: string) => whatsAppCustomer(harness, email, phone, ip, { locale: 'ar' });

describe('POST /internal/whatsapp-contacts', () => {
  it('answers the customers who gave the number, however it was typed, with their language', async () => {
    const compact = await customerWith('rania@example.com', '+96170222333', '203.0.113.41');
    const spaced = await customerWith('rania.k@example.com', '+96170222333', '203.0.113.42');
    await harness.conn.collection('customers').updateOne({ _id: new Types.ObjectId(spaced) }, { $set: { 'customerInfo.phone': '+961 70 222 333' } });
    await customerWith('omar@example.com', '+96171999000', '203.0.113.43');
    const res = await harness.app.request('/internal/whatsapp-contacts', jsonInit('POST', { waId: '96170222333' }, internal));
    expect(res.status).toBe(200);
    const { customers } = (await json(res)) as { customers: { id: string; locale: string }[] };
    expect(customers.map((c) => c.id).sort()).toEqual([compact, spaced].sort());
    expect(new Set(customers.map((c) => c.locale))).toEqual(new Set(['ar']));
    expect((await harness.app.request('/internal/whatsapp-contacts', jsonInit('POST', { waId: '.*' }, internal))).status).toBe(400);
    expect((await harness.app.request('/internal/whatsapp-contacts', jsonInit('POST', { waId: '96170222333' }, { 'x-internal-token': 'wrong' }))).status).toBe(401);
  });
});

describe('POST /internal/customers/:id/callback-requests', () => {
  it("gives the lead a call-back next action due today, once per message", async () => {
    const id = await customerWith('callme@example.com', '+96170444555', '203.0.113.44');
    const ask = (messageId: string) => harness.app.request(`/internal/customers/${id}/callback-requests`, jsonInit('POST', { messageId }, internal));
    const res = await ask('wamid.call-me-1');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ created: true });
    expect(await json(await ask('wamid.call-me-1'))).toEqual({ created: false });
    const lead = (await harness.conn.collection('customers').findOne({ _id: new Types.ObjectId(id) })) as { nextAction?: { text: string; dueDay: string } } | null;
    expect(lead?.nextAction).toEqual({ text: AUTOMATIC_NEXT_ACTIONS.callBack, dueDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(await harness.conn.collection('lead_activities').countDocuments({ customerId: id, kind: 'next_action', ref: 'wamid.call-me-1' })).toBe(1);
    expect(harness.audited.filter((a) => a.customerId === id && a.action === 'lead.next-action')).toEqual([expect.objectContaining({ detail: 'callBack wamid.call-me-1' })]);
    expect((await harness.app.request(`/internal/customers/${new Types.ObjectId().toString()}/callback-requests`, jsonInit('POST', { messageId: 'x' }, internal))).status).toBe(404);
  });
});
