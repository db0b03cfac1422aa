/**
 * Issue 23, designers' own Google calendars on the real service with the fake Google and the worker:
 * an admin links a designer's own account through the same OAuth flow as the showroom's (state +
 * PKCE); availability reads that calendar through that account (one freebusy query per account per
 * window); the designer's bookings get their event on it (Meet link from it), a move patches it
 * there and a cancellation deletes it there. A designer without an account has their events on the
 * showroom's calendar, invited as attendee. The staff notices go to the designer and ADMIN_EMAIL.
 * Unlinking (or deleting the designer) revokes the grant; their next bookings go to the showroom.
 * A `designer` staff account links and unlinks its own designer's account itself (/api/admin/me/google):
 * the state it starts is bound to it and to that designer, so no other account completes it and it
 * completes no other state; the link is re-read when it completes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Designer } from '@cabinetry/shared/contracts';
import { json, jsonInit } from '@cabinetry/shared/testing';
import type { AppointmentDoc } from './models/appointment';
import { addDesigner, bookOk, withEvent as eventOf, startGoogleHarness } from './testing/designers';
import type { FakeGoogle } from '@cabinetry/local/providers';
import { ADMIN_EMAIL, type Harness, type TestCustomer } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;
let google: FakeGoogle;

const OWNER = 'owner@ateliercedar.example';
const AMAL_GOOGLE = 'amal.haddad@gmail.example';

beforeAll(async () => {
  h = await startGoogleHarness();
  google = h.google!;
});

afterAll(() => h?.stop());

beforeEach(async () => {
  for (const d of await h.deps.designers.find().lean()) await h.deps.google.revoke(d._id.toString());
  await Promise.all([h.deps.appointments.deleteMany({}), h.deps.designers.deleteMany({})]);
  google.calendarBusy = {};
  google.accountBusy = {};
  google.busy = [];
  await h.deps.availability.changed();
});

/** Links `designer`'s own Google account `email` the way an admin does on the Designers page. */
async function linkDesignerGoogle(designer: Designer, email: string): Promise<void> {
  const login = await h.app.request(urlOf('startDesignerGoogleLogin', { params: { id: designer.id } }), { headers: h.bearer('admin') });
  expect(login.status).toBe(200);
  const { authUrl } = (await json(login)) as { authUrl: string };
  expect(new URL(authUrl).searchParams.get('scope')).not.toContain('gmail'); // their mail is never sent through it
  const callback = await h.app.request(urlOf('completeGoogleLogin'), jsonInit('POST', google.authorize(authUrl, email), h.bearer('admin')));
  expect(callback.status).toBe(200);
  expect(await json(callback)).toEqual({ success: true, designerId: designer.id });
}

const stored = (id: string) => h.deps.appointments.findById(id).lean<AppointmentDoc>();
const book = (customer: TestCustomer, date: string, type: 'in-person' | 'virtual' = 'in-person') => bookOk(h, customer, date, type);
const withEvent = (id: string) => eventOf(h, id);
const slotsOf = async (date: string) =>
  (JSON.parse(await (await h.app.request(`${urlOf('getAvailability')}?startDate=${date}`)).text()) as { date: string; slots: { time: string; available: boolean }[] }[])[0].slots;

describe("designers' own Google calendars", () => {
  it('puts a linked designer’s events on their own calendar: Meet link from it, moved and deleted there; staff notices to them and ADMIN_EMAIL', async () => {
    const amal = await addDesigner(h, { displayName: 'Amal', email: 'amal@ateliercedar.example' });
    await linkDesignerGoogle(amal, AMAL_GOOGLE);
    expect(h.audited.at(-1)).toMatchObject({ action: 'designer.google.link', target: AMAL_GOOGLE, detail: `designer ${amal.id}` });
    const listed = (await json(await h.app.request(urlOf('listDesigners'), { headers: h.bearer('admin') }))) as Designer[];
    expect(listed).toEqual([expect.objectContaining({ id: amal.id, googleAccount: { email: AMAL_GOOGLE } })]);

    // availability reads Amal's own calendar through her account, the showroom's through its own: one query each
    google.accountBusy[AMAL_GOOGLE] = [{ start: '2026-11-24T11:00:00+02:00', end: '2026-11-24T12:00:00+02:00' }];
    await h.deps.availability.changed();
    const before = { ...google.freeBusyCallsBy };
    const slots = await slotsOf('2026-11-24');
    expect(slots.find((s) => s.time === '11:00')?.available).toBe(false);
    expect(slots.find((s) => s.time === '10:00')?.available).toBe(true);
    expect(google.freeBusyCallsBy[AMAL_GOOGLE]).toBe((before[AMAL_GOOGLE] ?? 0) + 1);
    expect(google.freeBusyCallsBy[OWNER]).toBe((before[OWNER] ?? 0) + 1);

    const customer = await h.newCustomer();
    const appt = await book(customer, '2026-11-24T10:00:00+02:00', 'virtual');
    const doc = await withEvent(appt.id);
    const event = google.events.get(doc.calendarEventId!)!;
    expect(event).toMatchObject({ owner: AMAL_GOOGLE, attendees: [] });
    expect(doc).toMatchObject({ calendarOwner: amal.id, calendarEvent: { hangoutLink: event.hangoutLink } });
    expect(event.hangoutLink).toMatch(/^https:\/\/meet\.google\.com\//);
    const staff = await h.smtp.waitFor((m) => m.subject.startsWith('New virtual consultation') && m.text.includes(customer.name), 15_000);
    expect([staff.to].flat().join(',')).toContain('amal@ateliercedar.example');
    expect([staff.to].flat().join(',')).toContain(ADMIN_EMAIL);

    const [patches, deletes, inserts] = [google.patchCalls, google.deleteCalls, google.insertCalls];
    const moved = await h.app.request(urlOf('rescheduleAppointment', { params: { id: appt.id } }), jsonInit('POST', { appointmentDate: '2026-11-25T09:00:00+02:00' }, { cookie: customer.cookie }));
    expect(moved.status).toBe(200);
    await vi.waitFor(() => expect(google.patchCalls).toBe(patches + 1), { timeout: 15_000, interval: 100 });
    expect([google.insertCalls, google.deleteCalls]).toEqual([inserts, deletes]);
    expect(google.events.get(doc.calendarEventId!)).toMatchObject({ owner: AMAL_GOOGLE, start: { dateTime: '2026-11-25T09:00:00+02:00', timeZone: 'Asia/Beirut' }, hangoutLink: event.hangoutLink });

    expect((await h.app.request(urlOf('cancelAppointment', { params: { id: appt.id } }), { method: 'DELETE', headers: { cookie: customer.cookie } })).status).toBe(200);
    await vi.waitFor(() => expect(google.events.has(doc.calendarEventId!)).toBe(false), { timeout: 15_000, interval: 100 });
  });

  it('puts the events of a designer without an account on the showroom’s calendar, inviting them; unlinking sends the next bookings there too', async () => {
    const bilal = await addDesigner(h, { displayName: 'Bilal', email: 'bilal@ateliercedar.example' });
    const first = await book(await h.newCustomer(), '2026-11-26T10:00:00+02:00');
    const firstDoc = await withEvent(first.id);
    expect(google.events.get(firstDoc.calendarEventId!)).toMatchObject({ owner: OWNER, attendees: [{ email: 'bilal@ateliercedar.example' }], transparency: 'transparent' });
    expect(firstDoc.calendarOwner).toBeNull();

    await linkDesignerGoogle(bilal, 'bilal@gmail.example');
    const linkedRefresh = google.refreshTokens.at(-1)!;
    const second = await book(await h.newCustomer(), '2026-11-26T11:00:00+02:00');
    expect(google.events.get((await withEvent(second.id)).calendarEventId!)).toMatchObject({ owner: 'bilal@gmail.example' });

    const unlink = () => h.app.request(urlOf('revokeDesignerGoogle', { params: { id: bilal.id } }), { method: 'DELETE', headers: h.bearer('admin') });
    expect((await unlink()).status).toBe(409); // the second booking's event is on his calendar: cancelled first
    expect((await h.app.request(urlOf('cancelAppointmentByStaff', { params: { id: second.id } }), { method: 'POST', headers: h.bearer('admin') })).status).toBe(200);
    const revoked = await unlink();
    expect(revoked.status).toBe(200);
    expect(google.revoked).toContain(linkedRefresh);
    expect(h.audited.at(-1)).toMatchObject({ action: 'designer.google.revoke', target: 'designer bilal@ateliercedar.example (Google bilal@gmail.example)' });
    expect(((await json(await h.app.request(urlOf('listDesigners'), { headers: h.bearer('admin') }))) as Designer[])[0].googleAccount).toBeNull();
    const third = await book(await h.newCustomer(), '2026-11-26T12:00:00+02:00');
    expect(google.events.get((await withEvent(third.id)).calendarEventId!)).toMatchObject({ owner: OWNER, attendees: [{ email: 'bilal@ateliercedar.example' }] });
  });

  it('moves the event to the new designer’s calendar when a move re-assigns the appointment', async () => {
    const dana = await addDesigner(h, { displayName: 'Dana', email: 'dana@ateliercedar.example' });
    await linkDesignerGoogle(dana, 'dana@gmail.example');
    const customer = await h.newCustomer();
    const appt = await book(customer, '2026-11-27T10:00:00+02:00');
    const before = await withEvent(appt.id);
    expect(google.events.get(before.calendarEventId!)?.owner).toBe('dana@gmail.example');

    // Dana stops working Mondays; Eli (no account) takes the move to Monday 30 Nov
    await h.app.request(urlOf('updateDesigner', { params: { id: dana.id } }), jsonInit('PUT', { displayName: 'Dana', email: dana.email, languages: ['en'], weeklyHours: { ...dana.weeklyHours, '1': [] }, daysOff: [], isActive: true }, h.bearer('admin')));
    await addDesigner(h, { displayName: 'Eli', email: 'eli@ateliercedar.example' });
    const moved = await h.app.request(urlOf('rescheduleAppointment', { params: { id: appt.id } }), jsonInit('POST', { appointmentDate: '2026-11-30T10:00:00+02:00' }, { cookie: customer.cookie }));
    expect(moved.status).toBe(200);
    expect(await json(moved)).toMatchObject({ designerName: 'Eli' });
    const after = await vi.waitFor(async () => {
      const doc = await stored(appt.id);
      if (!doc?.calendarEventId || doc.calendarEventId === before.calendarEventId) throw new Error('not moved yet');
      return doc;
    }, { timeout: 15_000, interval: 100 });
    expect(google.events.has(before.calendarEventId!)).toBe(false);
    expect(google.events.get(after.calendarEventId!)).toMatchObject({ owner: OWNER, attendees: [{ email: 'eli@ateliercedar.example' }], start: { dateTime: '2026-11-30T10:00:00+02:00', timeZone: 'Asia/Beirut' } });
    expect(after.calendarOwner).toBeNull();
  });

  it('refuses editors, unknown designers, and revokes the grant of a deleted designer', async () => {
    const farah = await addDesigner(h, { displayName: 'Farah', email: 'farah@ateliercedar.example' });
    expect((await h.app.request(urlOf('startDesignerGoogleLogin', { params: { id: farah.id } }), { headers: h.bearer('editor') })).status).toBe(403);
    expect((await h.app.request(urlOf('startDesignerGoogleLogin', { params: { id: '65f1a2b3c4d5e6f708192a3b' } }), { headers: h.bearer('admin') })).status).toBe(404);
    await linkDesignerGoogle(farah, 'farah@gmail.example');
    const token = google.refreshTokens.at(-1)!;
    expect((await h.app.request(urlOf('deleteDesigner', { params: { id: farah.id } }), { method: 'DELETE', headers: h.bearer('admin') })).status).toBe(200);
    expect(google.revoked).toContain(token);
    expect(await h.deps.google.designerAccounts([farah.id])).toEqual(new Map());
  });
});

const RIMA_USER = 'bbbbbbbbbbbbbbbbbbbbbbb1';
const KARIM_USER = 'bbbbbbbbbbbbbbbbbbbbbbb2';
const RIMA_GOOGLE = 'rima.khoury@gmail.example';

/** A request as the `designer` staff account `sub` (optionally with a JSON body). */
const asDesigner = (sub: string, method: string, path: string, body?: unknown) =>
  h.app.request(path, body === undefined ? { method, headers: h.bearer('designer', sub) } : jsonInit(method, body, h.bearer('designer', sub)));
/** Starts the own-calendar login as `sub`: the consent page's address. */
const startOwnLogin = async (sub: string): Promise<string> => {
  const res = await asDesigner(sub, 'GET', urlOf('startMyGoogleLogin'));
  expect(res.status).toBe(200);
  return ((await json(res)) as { authUrl: string }).authUrl;
};

describe('a designer account connecting its own Google calendar', () => {
  it('links its designer’s account itself: the next booking’s event goes on that calendar; it unlinks it itself', async () => {
    const rima = await addDesigner(h, { displayName: 'Rima', email: 'rima@ateliercedar.example', staffUserId: RIMA_USER });
    expect(await json(await asDesigner(RIMA_USER, 'GET', urlOf('getMyGoogle')))).toEqual({ designerName: 'Rima', configured: true, isAuthorized: false });

    const authUrl = await startOwnLogin(RIMA_USER);
    expect(new URL(authUrl).searchParams.get('scope')).not.toContain('gmail');
    const callback = await asDesigner(RIMA_USER, 'POST', urlOf('completeGoogleLogin'), google.authorize(authUrl, RIMA_GOOGLE));
    expect(callback.status).toBe(200);
    expect(await json(callback)).toEqual({ success: true, designerId: rima.id });
    expect(h.audited.at(-1)).toMatchObject({ actor: 'designer', action: 'designer.google.link', target: RIMA_GOOGLE, detail: `designer ${rima.id}` });
    expect(await json(await asDesigner(RIMA_USER, 'GET', urlOf('getMyGoogle')))).toEqual({ designerName: 'Rima', configured: true, isAuthorized: true, email: RIMA_GOOGLE });

    const appt = await book(await h.newCustomer(), '2026-11-24T10:00:00+02:00', 'virtual');
    const doc = await withEvent(appt.id);
    expect(google.events.get(doc.calendarEventId!)).toMatchObject({ owner: RIMA_GOOGLE, attendees: [] });
    expect(doc.calendarOwner).toBe(rima.id);

    const token = google.refreshTokens.at(-1)!;
    // refused while the upcoming appointment's event is on that calendar (issue 34: designers-google-unlink.test.ts)
    expect((await asDesigner(RIMA_USER, 'DELETE', urlOf('revokeMyGoogle'))).status).toBe(409);
    expect((await h.app.request(urlOf('cancelAppointmentByStaff', { params: { id: appt.id } }), { method: 'POST', headers: h.bearer('admin') })).status).toBe(200);
    expect((await asDesigner(RIMA_USER, 'DELETE', urlOf('revokeMyGoogle'))).status).toBe(200);
    expect(google.events.has(doc.calendarEventId!)).toBe(false);
    expect(google.revoked).toContain(token);
    expect(h.audited.at(-1)).toMatchObject({ action: 'designer.google.revoke', target: `designer rima@ateliercedar.example (Google ${RIMA_GOOGLE})` });
    expect((await json(await asDesigner(RIMA_USER, 'GET', urlOf('getMyGoogle')))).isAuthorized).toBe(false);
    const next = await book(await h.newCustomer(), '2026-11-24T11:00:00+02:00');
    expect(google.events.get((await withEvent(next.id)).calendarEventId!)).toMatchObject({ owner: OWNER, attendees: [{ email: 'rima@ateliercedar.example' }] });
  });

  it('completes only its own state, for the designer linked to it when it completes', async () => {
    const rima = await addDesigner(h, { displayName: 'Rima', email: 'rima@ateliercedar.example', staffUserId: RIMA_USER });
    const karim = await addDesigner(h, { displayName: 'Karim', email: 'karim@ateliercedar.example', staffUserId: KARIM_USER });
    const linked = async () => h.deps.google.designerAccounts([rima.id, karim.id]);

    // Karim cannot complete Rima's login (nor can an anonymous caller): it stays Rima's to complete
    const rimaConsent = google.authorize(await startOwnLogin(RIMA_USER), RIMA_GOOGLE);
    expect((await asDesigner(KARIM_USER, 'POST', urlOf('completeGoogleLogin'), rimaConsent)).status).toBe(400);
    expect((await h.app.request(urlOf('completeGoogleLogin'), jsonInit('POST', rimaConsent))).status).toBe(401);
    expect(await linked()).toEqual(new Map());
    expect((await asDesigner(RIMA_USER, 'POST', urlOf('completeGoogleLogin'), rimaConsent)).status).toBe(200);
    expect(await linked()).toEqual(new Map([[rima.id, RIMA_GOOGLE]]));

    // a login the same account started while an admin, for another designer or the showroom, is not its to complete as a designer
    const asAdminKarim = async (path: string) => ((await json(await h.app.request(path, { headers: h.bearer('admin', KARIM_USER) }))) as { authUrl: string }).authUrl;
    for (const path of [urlOf('startDesignerGoogleLogin', { params: { id: rima.id } }), urlOf('startGoogleLogin')]) {
      const consent = { ...google.authorize(await asAdminKarim(path), 'k@gmail.example'), replace: true };
      expect((await asDesigner(KARIM_USER, 'POST', urlOf('completeGoogleLogin'), consent)).status, path).toBe(400);
    }
    expect(await linked()).toEqual(new Map([[rima.id, RIMA_GOOGLE]]));

    // the link is re-read when it completes: Karim's account unlinked, then linked to another designer, meanwhile
    const karimConsent = google.authorize(await startOwnLogin(KARIM_USER), 'karim@gmail.example');
    const karimUnlinked = { displayName: 'Karim', email: karim.email, languages: karim.languages, weeklyHours: karim.weeklyHours, daysOff: [], isActive: true, staffUserId: null };
    expect((await h.app.request(urlOf('updateDesigner', { params: { id: karim.id } }), jsonInit('PUT', karimUnlinked, h.bearer('admin')))).status).toBe(200);
    const unlinked = await asDesigner(KARIM_USER, 'POST', urlOf('completeGoogleLogin'), karimConsent);
    expect([unlinked.status, ((await json(unlinked)) as { code?: string }).code]).toEqual([403, 'designer_unlinked']);
    const nadia = await addDesigner(h, { displayName: 'Nadia', email: 'nadia@ateliercedar.example', staffUserId: KARIM_USER });
    expect((await asDesigner(KARIM_USER, 'POST', urlOf('completeGoogleLogin'), karimConsent)).status).toBe(400);
    expect(await h.deps.google.designerAccounts([rima.id, karim.id, nadia.id])).toEqual(new Map([[rima.id, RIMA_GOOGLE]]));
  });

  it('refuses a designer account linked to no designer, and every other role', async () => {
    for (const [method, path] of [['GET', urlOf('getMyGoogle')], ['GET', urlOf('startMyGoogleLogin')], ['DELETE', urlOf('revokeMyGoogle')]] as const) {
      const res = await asDesigner('bbbbbbbbbbbbbbbbbbbbbbb9', method, path);
      expect([res.status, ((await json(res)) as { code?: string }).code], `${method} ${path}`).toEqual([403, 'designer_unlinked']);
      for (const role of ['admin', 'editor'] as const) expect((await h.app.request(path, { method, headers: h.bearer(role) })).status, `${role} ${method} ${path}`).toBe(403);
      expect((await h.app.request(path, { method })).status).toBe(401);
    }
    expect((await h.app.request(urlOf('completeGoogleLogin'), jsonInit('POST', { code: 'c', state: 's' }, h.bearer('editor')))).status).toBe(403);
  });
});
