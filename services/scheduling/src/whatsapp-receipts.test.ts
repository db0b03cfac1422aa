/**
 * Receipts of the showroom's WhatsApp messages on the staff appointment list (issue 38 item 4), end
 * to end: bookings through the API's outbox, the worker's real processor, the fake WhatsApp Cloud API
 * over HTTP posting signed status webhooks in any order (real Mongo-wire and Redis). Each message shows
 * its furthest status as stored (a late 'delivered' never replaces 'read'; 'failed' wins after
 * 'delivered'), when it happened on the showroom's clock, and whether the e-mail twin went.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminAppointmentListResponse } from '@cabinetry/shared/contracts';
import { json } from '@cabinetry/shared/testing';
import { whatsAppSentModel } from './models/whatsapp-sent';
import { type Harness, startHarness, type TestCustomer, serveWhatsAppWebhooks } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;
let stopServing: (() => Promise<void>) | undefined;

beforeAll(async () => {
  h = await startHarness({ whatsapp: true });
  stopServing = await serveWhatsAppWebhooks(h);
  h.startWorker();
});
afterAll(async () => {
  await stopServing?.();
  await h?.stop();
});

const WAIT = { timeout: 15_000, interval: 50 };
let numbers = 0;
async function consenting(): Promise<{ customer: TestCustomer; number: string }> {
  const customer = await h.newCustomer();
  const number = `9617013${String(++numbers).padStart(4, '0')}`;
  h.setWhatsAppNumber(customer, number);
  return { customer, number };
}
/** Books `start` for `customer`; answers the appointment id and Meta's id of its WhatsApp confirmation once sent. */
async function bookedWithConfirmation(customer: TestCustomer, start: string): Promise<{ id: string; messageId: string }> {
  const res = await h.book(customer, start);
  expect(res.status).toBe(201);
  const { id } = (await json(res)) as { id: string };
  const messageId = await vi.waitFor(async () => {
    const sent = await whatsAppSentModel(h.conn).findOne({ appointmentId: id, kind: 'confirmation', state: 'sent' }).lean();
    expect(sent?.messageId).toBeTruthy();
    return sent!.messageId!;
  }, WAIT);
  return { id, messageId };
}
/** The appointment's WhatsApp messages as staff see them in the list. */
async function receipts(customerId: string) {
  const res = await h.app.request(`${urlOf('listAppointments')}?customerId=${customerId}`, { headers: h.bearer('admin') });
  expect(res.status).toBe(200);
  return ((await json(res)) as AdminAppointmentListResponse).items[0].whatsApp;
}

describe('WhatsApp receipts on the appointment list', () => {
  it('shows a sent confirmation, then the furthest status whatever the order the statuses arrive in, in Beirut time', async () => {
    const { customer, number } = await consenting();
    const { messageId } = await bookedWithConfirmation(customer, '2026-11-24T10:00:00+02:00');
    expect(await receipts(customer.id)).toEqual([{ kind: 'confirmation', status: 'sent', at: expect.stringMatching(/\+02:00$/), fellBackToEmail: false }]);

    expect(await h.whatsapp!.deliverStatus(messageId, 'read', { recipient: number, timestamp: new Date('2026-11-22T10:05:00Z') })).toBe(200);
    // 'delivered' reported after 'read'
    expect(await h.whatsapp!.deliverStatus(messageId, 'delivered', { recipient: number, timestamp: new Date('2026-11-22T10:02:00Z') })).toBe(200);
    await vi.waitFor(async () => expect(await receipts(customer.id)).toEqual([{ kind: 'confirmation', status: 'read', at: '2026-11-22T12:05:00+02:00', fellBackToEmail: false }]), WAIT);
  });

  it("shows 'failed' after 'delivered', and the e-mail it fell back to", async () => {
    const { customer, number } = await consenting();
    const { messageId } = await bookedWithConfirmation(customer, '2026-11-25T10:00:00+02:00');
    expect(await h.whatsapp!.deliverStatus(messageId, 'delivered', { recipient: number, timestamp: new Date('2026-11-22T10:01:00Z') })).toBe(200);
    await vi.waitFor(async () => expect((await receipts(customer.id))[0].status).toBe('delivered'), WAIT);
    expect(await h.whatsapp!.deliverStatus(messageId, 'failed', { recipient: number, timestamp: new Date('2026-11-22T10:03:00Z') })).toBe(200);
    await vi.waitFor(async () => expect(await receipts(customer.id)).toEqual([{ kind: 'confirmation', status: 'failed', at: '2026-11-22T12:03:00+02:00', fellBackToEmail: true }]), WAIT);
  });

  it("shows a message Meta refused (not on WhatsApp) as failed, fallen back to e-mail; none for an unconsented customer", async () => {
    const { customer, number } = await consenting();
    h.whatsapp!.notOnWhatsApp.add(number);
    const res = await h.book(customer, '2026-11-26T10:00:00+02:00');
    expect(res.status).toBe(201);
    await vi.waitFor(async () => expect(await receipts(customer.id)).toEqual([{ kind: 'confirmation', status: 'failed', at: null, fellBackToEmail: true }]), WAIT);

    const plain = await h.newCustomer();
    expect((await h.book(plain, '2026-11-27T10:00:00+02:00')).status).toBe(201);
    expect(await receipts(plain.id)).toEqual([]);
  });
});
