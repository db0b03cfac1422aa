/**
 * Step 1's WhatsApp opt-in on the real onboarding service (Mongo-wire, Redis, S3): stored on the
 * customer with the number, wording version, time, language and a keyed hash of the client address
 * (never the address), kept as first given on a re-save, withdrawn by unticking, refused for a
 * wording version that does not exist, and in the customer's data export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_DATA_FILE, WHATSAPP_CONSENT_VERSION } from '@cabinetry/shared/contracts';
import { Types } from 'mongoose';
import { cookieFrom, fromAddress, json, jsonInit } from '@cabinetry/shared/testing';
import { zipEntries } from '@cabinetry/shared/testing/zip';
import { type Harness, startHarness } from '../test-harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

const body = (email: string, phone: string, whatsApp?: { optIn: boolean; wordingVersion: number }) => ({
  customerInfo: { firstName: 'Rania', lastName: 'Khoury', email, phone, projectAddress: 'Gemmayzeh, Lebanon', projectDetails: 'residential', projectTimeline: '3-6months', budget: '25k-50k' },
  projectTypes: { kitchen: true, wardrobe: false },
  locale: 'fr',
  ...(whatsApp ? { whatsApp } : {}),
});
const saveStep1 = (payload: unknown, ip: string, cookie?: string) =>
  harness.app.request('/api/onboarding/step1', jsonInit('POST', payload, cookie ? { cookie } : {}), fromAddress(ip));
const consentOf = async (id: string) =>
  ((await harness.conn.collection('customers').findOne({ _id: new Types.ObjectId(id) })) as { whatsAppConsent?: Record<string, unknown> | null } | null)?.whatsAppConsent;

describe('the WhatsApp opt-in of step 1', () => {
  it('stores a ticked box with the number, wording version, time, language and a hash of the client address, and exports it', async () => {
    const created = await saveStep1(body('rania@example.com', '+96170123456', { optIn: true, wordingVersion: WHATSAPP_CONSENT_VERSION }), '203.0.113.7');
    expect(created.status).toBe(201);
    const { customerId } = await json(created);
    const cookie = cookieFrom(created);
    const consent = await consentOf(customerId);
    expect(consent).toMatchObject({ optedIn: true, phone: '+96170123456', wordingVersion: WHATSAPP_CONSENT_VERSION, locale: 'fr', clientHash: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(Math.abs((consent!.at as Date).getTime() - Date.now())).toBeLessThan(60_000);
    expect(JSON.stringify(consent)).not.toContain('203.0.113.7');

    // the same answer again keeps the record of when it was first given
    expect((await saveStep1(body('rania@example.com', '+96170123456', { optIn: true, wordingVersion: 1 }), '198.51.100.9', cookie)).status).toBe(200);
    expect(await consentOf(customerId)).toEqual(consent);

    const exported = await harness.app.request(`/api/onboarding/export/${customerId}`, { headers: { cookie } }, fromAddress('203.0.113.7'));
    expect(exported.status).toBe(200);
    const data = JSON.parse((await zipEntries(Buffer.from(await exported.arrayBuffer()))).get(EXPORT_DATA_FILE)!.toString('utf8')) as { whatsAppConsent: unknown; customer: { whatsAppOptIn?: boolean } };
    expect(data.whatsAppConsent).toEqual({ ...consent, at: (consent!.at as Date).toISOString() });
    expect(data.customer.whatsAppOptIn).toBe(true); // as a resume link restores the wizard: the box ticked

    // unticking withdraws it, for the number it was given for
    expect((await saveStep1(body('rania@example.com', '+96170123456', { optIn: false, wordingVersion: 1 }), '203.0.113.7', cookie)).status).toBe(200);
    expect(await consentOf(customerId)).toMatchObject({ optedIn: false, phone: '+96170123456' });
  });

  it('stores nothing for a customer who never ticked it, and refuses a wording version that does not exist', async () => {
    const created = await saveStep1(body('omar@example.com', '+96103123456'), '203.0.113.8');
    expect(created.status).toBe(201);
    expect(await consentOf((await json(created)).customerId)).toBeNull();
    const refused = await saveStep1(body('nada@example.com', '+96103123457', { optIn: true, wordingVersion: WHATSAPP_CONSENT_VERSION + 1 }), '203.0.113.9');
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ code: 'invalid_request' });
  });
});
