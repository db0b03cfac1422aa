/**
 * The staff side of a lead's WhatsApp conversation (issue 38 item 5) on the real onboarding service,
 * the part decided before scheduling is asked: a designer account reaches only its own leads (404
 * otherwise, reading or answering), an editor none; an answer needs the customer's consent for
 * their current number (409) and 1 to 1,000 characters (400). Scheduling's half (the conversation,
 * the 24-hour window, the queued send) is tested in services/scheduling/src/whatsapp-answers.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAdminToken } from '@cabinetry/shared/server/auth';
import { json } from '@cabinetry/shared/testing';
import { type Harness, startHarness, TEST_SECRETS } from '../test-harness';
import { whatsAppCustomer } from '../whatsapp-test-support';

const DESIGNER_ACCOUNT = 'cccccccccccccccccccccc02';
let h: Harness;
let own: string;
let foreign: string;

const as = (role: 'admin' | 'designer' | 'editor', init: RequestInit = {}) => ({
  ...init,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${signAdminToken({ sub: role === 'designer' ? DESIGNER_ACCOUNT : `${role}-1`, username: `${role}-user`, role }, TEST_SECRETS.jwtSecret, '1h')}` },
});
const answer = (id: string, role: 'admin' | 'designer' | 'editor', text: string) => h.app.request(`/api/admin/leads/${id}/whatsapp`, as(role, { method: 'POST', body: JSON.stringify({ text }) }));

beforeAll(async () => {
  h = await startHarness();
  // the designer's lead never ticked the WhatsApp box; the other lead did
  own = await whatsAppCustomer(h, 'own.whatsapp@example.com', '+96171123401', '10.9.0.1', { whatsApp: { optIn: false } });
  foreign = await whatsAppCustomer(h, 'foreign.whatsapp@example.com', '+96171123402', '10.9.0.2', { whatsApp: { optIn: true } });
  h.designerAccounts.set(DESIGNER_ACCOUNT, { designerId: 'dddddddddddddddddddddd02', customerIds: [own] });
});
afterAll(async () => {
  await h?.stop();
});

describe("a lead's WhatsApp conversation for staff", () => {
  it("is not found for a designer account whose designer does not own the lead, reading or answering, and refused to an editor", async () => {
    expect((await h.app.request(`/api/admin/leads/${foreign}/whatsapp`, as('designer'))).status).toBe(404);
    expect((await answer(foreign, 'designer', 'Hello')).status).toBe(404);
    expect((await h.app.request(`/api/admin/leads/${own}/whatsapp`, as('editor'))).status).toBe(403);
    expect((await answer(own, 'editor', 'Hello')).status).toBe(403);
  });

  it('refuses an answer to a customer who did not consent', async () => {
    const res = await answer(own, 'designer', 'Hello');
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ code: 'whatsapp_not_consented' });
  });

  it('refuses an empty answer and one over 1,000 characters', async () => {
    for (const text of ['', 'x'.repeat(1001)]) expect((await answer(foreign, 'admin', text)).status, `${text.length} characters`).toBe(400);
  });
});
