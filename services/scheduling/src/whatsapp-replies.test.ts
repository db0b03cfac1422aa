/**
 * Customers' WhatsApp answers (issue 38 items 2 and 5), from the fake WhatsApp Cloud API posting
 * signed webhooks over HTTP to the scheduling API, worked by the real worker on real Redis and
 * Mongo-wire: the templates' opt-out quick reply and Meta's marketing opt-out withdraw the number's
 * consent (in the stand-in onboarding) like the text STOP.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WHATSAPP_OPT_OUT_PAYLOAD } from '@cabinetry/shared/contracts/whatsapp';
import { whatsAppInboundModel } from './models/whatsapp-message';
import { type Harness, startHarness, WHATSAPP } from './testing/harness';

let h: Harness;
let server: ServerType;

beforeAll(async () => {
  h = await startHarness({ whatsapp: true });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  h.whatsapp!.webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/whatsapp`;
  h.startWorker();
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await h?.stop();
});

/** Meta's `user_preferences` webhook: `waId` stopped or resumed marketing messages. */
const preferenceWebhook = (waId: string, value: 'stop' | 'resume') => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'user_preferences',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '9611000000', phone_number_id: WHATSAPP.phoneNumberId },
            contacts: [{ profile: { name: 'Customer' }, wa_id: waId }],
            user_preferences: [{ wa_id: waId, detail: 'User requested to stop marketing messages', category: 'marketing_messages', value, timestamp: 1795860000 }],
          },
        },
      ],
    },
  ],
});

describe('opting out with a button', () => {
  it("withdraws the consent of a number that presses the template's opt-out quick reply, once", async () => {
    const before = h.whatsAppOptOuts.length;
    const press = { button: { text: 'Stop messages', payload: WHATSAPP_OPT_OUT_PAYLOAD }, replyTo: 'wamid.reminder-stop' };
    expect((await h.whatsapp!.deliverReply('9613200001', press)).status).toBe(200);
    // another quick reply is not an opt-out
    expect((await h.whatsapp!.deliverReply('9613200002', { button: { text: 'Stop', payload: 'CALL_ME' }, replyTo: 'wamid.reminder-stop' })).status).toBe(200);
    await vi.waitFor(async () => expect(await whatsAppInboundModel(h.conn).countDocuments({ from: { $in: ['9613200001', '9613200002'] } })).toBe(2), { timeout: 15_000, interval: 50 });
    expect(h.whatsAppOptOuts.slice(before)).toEqual(['9613200001']);
  });

  it("withdraws the consent of a number that stops marketing messages through Meta's opt-out, and not on a resume", async () => {
    const before = h.whatsAppOptOuts.length;
    expect(await h.whatsapp!.postWebhook(preferenceWebhook('9613200003', 'resume'))).toBe(200);
    expect(await h.whatsapp!.postWebhook(preferenceWebhook('9613200004', 'stop'))).toBe(200);
    await vi.waitFor(() => expect(h.whatsAppOptOuts.slice(before)).toEqual(['9613200004']), { timeout: 15_000, interval: 50 });
  });
});
