/** GET /api/admin/channels: the integrations page's list of live channels, admins only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let off: Harness;
let on: Harness;
beforeAll(async () => {
  [off, on] = await Promise.all([startHarness(), startHarness({ whatsapp: true, sms: true })]);
});
afterAll(async () => {
  await Promise.all([off?.stop(), on?.stop()]);
});

const channels = async (h: Harness, headers: Record<string, string> = h.bearer('admin')) => h.app.request(urlOf('getMessageChannels'), { headers });

describe('GET /api/admin/channels', () => {
  it('says e-mail only when WhatsApp and SMS are not configured, and all three when they are', async () => {
    const [without, withWhatsApp] = await Promise.all([channels(off), channels(on)]);
    expect(without.status).toBe(200);
    expect(await without.json()).toEqual({ channels: [{ channel: 'email', live: true }, { channel: 'whatsapp', live: false }, { channel: 'sms', live: false }] });
    expect(await withWhatsApp.json()).toEqual({ channels: [{ channel: 'email', live: true }, { channel: 'whatsapp', live: true }, { channel: 'sms', live: true }] });
    expect(withWhatsApp.headers.get('cache-control')).toBe('no-store');
  });

  it('answers admins only', async () => {
    expect((await channels(on, {})).status).toBe(401);
    expect((await channels(on, on.bearer('editor'))).status).toBe(403);
    expect((await channels(on, on.bearer('designer'))).status).toBe(403);
  });
});
