/**
 * Unlinking a designer's own Google account (issue 34 item 3) on the real service with the fake
 * Google: refused (409 designer_calendar_busy, grant kept) while an upcoming appointment's event is on
 * that calendar; otherwise the events of past appointments are deleted from it, and the appointments
 * forget them, before the grant is revoked: no customer's name stays on a calendar the showroom can
 * no longer reach.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { json, jsonInit } from '@cabinetry/shared/testing';
import type { AppointmentDoc } from './models/appointment';
import { addDesigner, bookOk, startGoogleHarness, withEvent } from './testing/designers';
import type { Harness } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;
beforeAll(async () => {
  h = await startGoogleHarness();
});
afterAll(() => h?.stop());

it('refuses while upcoming events are on the calendar, then deletes the past ones before revoking', async () => {
  const google = h.google!;
  const nour = await addDesigner(h, { displayName: 'Nour', email: 'nour@ateliercedar.example' });
  const login = await h.app.request(urlOf('startDesignerGoogleLogin', { params: { id: nour.id } }), { headers: h.bearer('admin') });
  const { authUrl } = (await json(login)) as { authUrl: string };
  expect((await h.app.request(urlOf('completeGoogleLogin'), jsonInit('POST', google.authorize(authUrl, 'nour@gmail.example'), h.bearer('admin')))).status).toBe(200);
  const grant = google.refreshTokens.at(-1)!;

  const appt = await bookOk(h, await h.newCustomer(), '2026-11-26T10:00:00+03:00');
  const { calendarEventId } = await withEvent(h, appt.id);
  expect(google.events.get(calendarEventId!)).toMatchObject({ owner: 'nour@gmail.example' });

  const unlink = () => h.app.request(urlOf('revokeDesignerGoogle', { params: { id: nour.id } }), { method: 'DELETE', headers: h.bearer('admin') });
  const busy = await unlink();
  expect([busy.status, ((await json(busy)) as { code: string }).code]).toEqual([409, 'designer_calendar_busy']);
  expect(google.revoked).not.toContain(grant);
  expect(google.events.has(calendarEventId!)).toBe(true);

  // the consultation has taken place: its event (the customer's name, address, phone) leaves her calendar
  await h.deps.appointments.updateOne({ _id: appt.id }, { $set: { status: 'completed', active: false } });
  expect((await unlink()).status).toBe(200);
  expect(google.events.has(calendarEventId!)).toBe(false);
  expect(google.revoked).toContain(grant);
  const stored = await h.deps.appointments.findById(appt.id).lean<AppointmentDoc>();
  expect([stored?.calendarEventId, stored?.calendarOwner]).toEqual([null, null]);
});
