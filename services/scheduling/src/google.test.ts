/**
 * The Google account link and the calendar/mail jobs against the fake Google (local HTTP reached by
 * googleapis through GOOGLE_API_BASE_URL / GOOGLE_OAUTH_BASE_URL), real MongoDB, Redis and SMTP sink.
 * The tests run in order: link the account, use it, then revoke it.
 */
import { Queue, type Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationJobId, NOTIFICATIONS_QUEUE, redisConnection } from '@cabinetry/shared/server/queues';
import { json, jsonInit } from '@cabinetry/shared/testing';
import type { AppointmentDoc } from './models/appointment';
import type { FakeGoogle } from '@cabinetry/local/providers';
import { ADMIN_EMAIL, type Harness, startHarness, type TestCustomer } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

const OWNER = 'owner@ateliercedar.example';
let h: Harness;
let google: FakeGoogle;
let worker: Worker;

beforeAll(async () => {
  h = await startHarness({ google: true });
  google = h.google!;
  worker = h.startWorker();
});

afterAll(async () => {
  await h?.stop();
});

/** Waits (up to 15 s) until `read` gives a value `done` accepts, and returns it. */
const eventually = <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> =>
  vi.waitFor(
    async () => {
      const value = await read();
      if (!done(value)) throw new Error(`condition not met: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: 15_000, interval: 100 },
  );

const stored = (id: string) => h.deps.appointments.findById(id).lean<AppointmentDoc>();

/** What a customer's listed virtual appointment says once no Meet link could be made for it. */
const MEETING_ERROR = {
  isVirtualMeetingError: true,
  meetingLinkStatus: 'failed',
  notificationNote: 'Could not create Google Meet link. Try an in-person appointment instead, or contact support.',
};

/** The customer's first listed appointment, once the worker has recorded a Meet link failure on `appointmentId`. */
async function listedAfterMeetingError(customer: TestCustomer, appointmentId: string) {
  await eventually(() => stored(appointmentId), (d) => Boolean(d?.meetingError));
  return (await json(await h.app.request(urlOf('listCustomerAppointments', { params: { customerId: customer.id } }), { headers: { cookie: customer.cookie } }))).appointments[0];
}
/** The fake Google's live events for `customer`'s consultations. */
const eventsFor = (customer: TestCustomer) => [...google.events.values()].filter((e) => e.summary.endsWith(`with ${customer.name}`));
type Day = { date: string; slots: { time: string; available: boolean }[] };
const slotOf = (days: Day[], date: string, time: string) => days.find((d) => d.date === date)?.slots.find((s) => s.time === time);

/** An admin (account `sub`) starts the flow; `email` consents at Google: the code and state Google sends back. */
async function consent(email = OWNER, sub = 'admin-1') {
  const { authUrl } = await json(await h.app.request(urlOf('startGoogleLogin'), { headers: h.bearer('admin', sub) }));
  return google.authorize(authUrl, email);
}
const callback = (body: unknown, sub = 'admin-1') => h.app.request(urlOf('completeGoogleLogin'), jsonInit('POST', body, h.bearer('admin', sub)));

describe('linking the Google account (/api/oauth)', () => {
  it('needs an admin token for login, callback and revoke', async () => {
    expect(await json(await h.app.request(urlOf('getGoogleStatus')))).toEqual({ isAuthorized: false, configured: true });
    expect((await h.app.request(urlOf('startGoogleLogin'))).status).toBe(401);
    expect((await h.app.request(urlOf('startGoogleLogin'), { headers: h.bearer('editor') })).status).toBe(403);
    expect((await h.app.request(urlOf('completeGoogleLogin'), jsonInit('POST', await consent()))).status).toBe(401);
    expect((await h.app.request(urlOf('completeGoogleLogin'), jsonInit('POST', await consent(), h.bearer('editor')))).status).toBe(403);
    expect((await h.app.request(urlOf('revokeGoogle'), { method: 'POST' })).status).toBe(401);
  });

  it('gives an offline, consent-prompting authUrl with the calendar and send-mail scopes', async () => {
    const res = await h.app.request(urlOf('startGoogleLogin'), { headers: h.bearer('admin') });
    expect(res.status).toBe(200);
    const url = new URL((await json(res)).authUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toBe('consent');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('client-id');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:8080/admin/google-auth');
    const scopes = url.searchParams.get('scope')!.split(' ');
    expect(scopes).toEqual(expect.arrayContaining(['https://www.googleapis.com/auth/calendar.events', 'https://www.googleapis.com/auth/gmail.send', 'openid', 'email']));
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a bad code with 400 and stays unlinked', async () => {
    const { state } = await consent();
    const bad = await callback({ code: 'not-a-code', state });
    expect(bad.status).toBe(400);
    const refusal = await json(bad);
    expect(refusal).toMatchObject({ code: 'google_code_refused', details: { reason: expect.any(String) } });
    expect(refusal.error).toBe(`Google refused the authorization code: ${refusal.details.reason}`);
    expect((await callback({})).status).toBe(400);
    expect((await json(await h.app.request(urlOf('getGoogleStatus')))).isAuthorized).toBe(false);
  });

  it('refuses a code without its state, with an unknown or used state, or with the state another admin started (400)', async () => {
    const { code, state } = await consent();
    const missing = await callback({ code });
    expect({ status: missing.status, error: (await json(missing)).error }).toEqual({ status: 400, error: 'state: The authorization state is missing: please authorize again' });
    const madeUp = await callback({ code, state: 'made-up-state' });
    expect({ status: madeUp.status, code: (await json(madeUp)).code }).toEqual({ status: 400, code: 'google_state_invalid' });
    expect((await callback({ code, state }, 'admin-2')).status).toBe(400);
    expect((await json(await h.app.request(urlOf('getGoogleStatus')))).isAuthorized).toBe(false);
    // the attacker's link: a code of their own account sent to an admin, with a state the admin never started
    const attacker = await consent('attacker@example.com', 'admin-2');
    expect((await callback(attacker)).status).toBe(400);
    const used = await consent(OWNER);
    expect((await callback(used)).status).toBe(200);
    expect((await callback({ ...used, code: (await consent()).code })).status).toBe(400);
    expect((await h.app.request(urlOf('revokeGoogle'), { method: 'POST', headers: h.bearer('admin') })).status).toBe(200);
  });

  it('exchanges the code and stores the refresh token encrypted', async () => {
    const res = await callback(await consent(OWNER));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true });
    expect(h.audited.at(-1)).toMatchObject({ action: 'google.link', target: OWNER });
    // the address is the company's mailbox: named to admins only
    expect(await json(await h.app.request(urlOf('getGoogleStatus')))).toEqual({ isAuthorized: true, configured: true });
    expect(await json(await h.app.request(urlOf('getGoogleStatus'), { headers: h.bearer('editor') }))).toEqual({ isAuthorized: true, configured: true });
    expect(await json(await h.app.request(urlOf('getGoogleStatus'), { headers: h.bearer('admin') }))).toEqual({ isAuthorized: true, configured: true, email: OWNER });

    const refreshToken = google.refreshTokens.at(-1)!;
    const db = h.conn.db!;
    const everything = [];
    for (const { name } of await db.listCollections().toArray()) everything.push(...(await db.collection(name).find().toArray()));
    const dump = JSON.stringify(everything);
    expect(dump).toContain(OWNER);
    expect(dump).not.toContain(refreshToken);
    const account = await db.collection('google_account').findOne({});
    expect(account?.refreshToken).toEqual({ iv: expect.any(String), tag: expect.any(String), data: expect.any(String) });
  });
});

describe('replacing the linked account', () => {
  const linkedEmail = async () => (await json(await h.app.request(urlOf('getGoogleStatus'), { headers: h.bearer('admin') }))).email;

  it('needs replace: true (409 otherwise, nothing used up), and revokes the old grant at Google', async () => {
    const ownerToken = google.refreshTokens.at(-1)!;
    const other = await consent('second@ateliercedar.example');
    const refused = await callback(other);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({ error: 'A Google account is already connected. Confirm that you want to replace it, then authorize again.', code: 'google_replace_unconfirmed' });
    expect(await linkedEmail()).toBe(OWNER);
    expect(google.revoked).not.toContain(ownerToken);

    expect((await callback({ ...other, replace: true })).status).toBe(200); // the same code and state, confirmed
    expect(await linkedEmail()).toBe('second@ateliercedar.example');
    expect(google.revoked).toContain(ownerToken);

    // back to the owner's account for the tests that follow; the same account again keeps its new grant
    const secondToken = google.refreshTokens.at(-1)!;
    expect((await callback({ ...(await consent(OWNER)), replace: true })).status).toBe(200);
    expect(google.revoked).toContain(secondToken);
    const latest = google.refreshTokens.at(-1)!;
    expect((await callback({ ...(await consent(OWNER)), replace: true })).status).toBe(200);
    expect(google.revoked).not.toContain(latest);
    expect(await linkedEmail()).toBe(OWNER);
    const googleRecords = h.audited.filter((r) => r.action.startsWith('google.')).map((r) => [r.action, r.target, r.detail ?? '']);
    expect(googleRecords.slice(-3)).toEqual([
      ['google.replace', 'second@ateliercedar.example', `replaced ${OWNER}`],
      ['google.replace', OWNER, 'replaced second@ateliercedar.example'],
      ['google.replace', OWNER, `replaced ${OWNER}`],
    ]);
  });
});

describe('with the account linked', () => {
  it('books a virtual consultation: the staff event gets a Meet link, Google mails nobody, and our e-mails (sent through Gmail) carry the link', async () => {
    const customer = await h.newCustomer();
    const res = await h.book(customer, '2026-11-24T10:00:00+02:00', 'virtual');
    expect(res.status).toBe(201);
    const appt = await json(res);
    expect(appt.notificationNote).toBe('Your video call link will be in the calendar invitation we e-mail you.');
    expect(appt.meetingLinkStatus).toBe('pending');

    const doc = await eventually(() => stored(appt.id), (d) => Boolean(d?.calendarEvent?.hangoutLink));
    const [event] = eventsFor(customer);
    expect(event.id).toBe(`appt${appt.id}`); // derived from the appointment, so a retry cannot add a second
    expect(doc!.calendarEventId).toBe(event.id);
    expect(doc!.calendarEvent).toEqual({ hangoutLink: event.hangoutLink, htmlLink: event.htmlLink });
    // the customer's contact and requests are for staff: no attendee, and Google is asked to mail nobody
    expect(event.attendees).toEqual([]);
    expect(event.description).toContain('+961 3 123 456');
    expect(new Set(google.sendUpdates)).toEqual(new Set(['none']));
    // the event names Beirut's zone and its winter offset: 10:00 on the designers' phones, not 09:00
    expect(event.start).toEqual({ dateTime: '2026-11-24T10:00:00+02:00', timeZone: 'Asia/Beirut' });
    expect(event.end).toEqual({ dateTime: '2026-11-24T11:00:00+02:00', timeZone: 'Asia/Beirut' });

    const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email), 15_000);
    expect(mail.from).toContain(OWNER);
    expect(mail.text).toContain(event.hangoutLink!);
    const ics = mail.attachments.find((a) => a.filename === 'showroom-design-consultation.ics')!.content.toString();
    expect(ics).toContain(`LOCATION:${event.hangoutLink}`);
    const admin = await h.smtp.waitFor((m) => m.to.includes(ADMIN_EMAIL) && m.subject.includes('Client1'), 15_000);
    expect(admin.to).toContain(OWNER);
    expect(admin.text).toContain(`Meeting link: ${event.hangoutLink}`);
    expect(google.gmailSent.length).toBeGreaterThanOrEqual(2);

    const listed = await json(await h.app.request(urlOf('listCustomerAppointments', { params: { customerId: customer.id } }), { headers: { cookie: customer.cookie } }));
    expect(listed.appointments[0].calendarEvent.hangoutLink).toBe(event.hangoutLink);
    expect(listed.appointments[0].meetingLinkStatus).toBe('ready');
  });

  it('makes times busy in the Google calendar unavailable (cached ~60 s) and refuses to book them', async () => {
    google.busy = [{ start: '2026-11-25T12:30:00+02:00', end: '2026-11-25T13:15:00+02:00' }];
    await h.deps.availability.changed();
    const calls = google.freeBusyCalls;
    const days: Day[] = await json(await h.app.request(urlOf('getAvailability')));
    expect(slotOf(days, '2026-11-25', '11:00')!.available).toBe(true);
    expect(slotOf(days, '2026-11-25', '12:00')!.available).toBe(false);
    expect(slotOf(days, '2026-11-25', '13:00')!.available).toBe(false);
    expect(slotOf(days, '2026-11-25', '14:00')!.available).toBe(true);
    await h.app.request(urlOf('getAvailability'));
    expect(google.freeBusyCalls).toBe(calls + 1);

    const customer = await h.newCustomer();
    const refused = await h.book(customer, '2026-11-25T12:00:00+02:00');
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toBe('This time slot has just been booked. Please choose another time.');
    expect((await h.book(customer, '2026-11-25T14:00:00+02:00')).status).toBe(201);
  });

  it('retries a failed calendar insert and still ends with exactly one event', async () => {
    // earlier bookings' calendar jobs are done, so the failure hits this booking's insert
    await eventually(() => h.deps.appointments.countDocuments({ active: true, calendarEventId: null }), (n) => n === 0);
    google.failInserts(1, true); // Google stores the event but the answer is a 500
    const before = google.insertCalls;
    const customer = await h.newCustomer();
    const appt = await json(await h.book(customer, '2026-11-26T09:00:00+02:00'));
    const doc = await eventually(() => stored(appt.id), (d) => Boolean(d?.calendarEventId));
    expect(google.insertCalls - before).toBe(2); // the failed one, then the retry's (409 duplicate → fetched)
    const events = eventsFor(customer);
    expect(events).toHaveLength(1);
    expect(doc!.calendarEventId).toBe(events[0].id);
    await h.smtp.waitFor((m) => m.to.includes(customer.email), 15_000);
    expect((await h.smtp.messages()).filter((m) => m.to.includes(customer.email))).toHaveLength(1);
  });

  it('surfaces a Meet link Google cannot create as the virtual meeting error', async () => {
    google.meetFailure = true;
    try {
      const customer = await h.newCustomer();
      const appt = await json(await h.book(customer, '2026-11-26T11:00:00+02:00', 'virtual'));
      // the customer's view names no Google event (its page encodes the owner's address): no link, no event
      expect(await listedAfterMeetingError(customer, appt.id)).toMatchObject({ ...MEETING_ERROR, calendarEventId: null, calendarEvent: null });
      const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email), 15_000);
      expect(mail.text).toContain('we will send you the meeting link');
    } finally {
      google.meetFailure = false;
    }
  });

  it('deletes the event when the appointment is cancelled', async () => {
    const customer = await h.newCustomer();
    const appt = await json(await h.book(customer, '2026-11-27T15:00:00+02:00'));
    const [event] = await eventually(async () => eventsFor(customer), (events) => events.length === 1);
    const eventId = event.id;
    const cancel = await h.app.request(urlOf('cancelAppointment', { params: { id: appt.id } }), { method: 'DELETE', headers: { cookie: customer.cookie } });
    expect(cancel.status).toBe(200);
    await eventually(async () => google.events.has(eventId), (present) => !present);
    expect(new Set(google.sendUpdates)).toEqual(new Set(['none'])); // nor on the cancellation
    await h.smtp.waitFor((m) => m.to.includes(customer.email) && /cancelled/.test(m.subject), 15_000);
  });

  it('revokes the link at Google and forgets the tokens; bookings then go on without Google', async () => {
    const refreshToken = google.refreshTokens.at(-1)!;
    const res = await h.app.request(urlOf('revokeGoogle'), { method: 'POST', headers: h.bearer('admin') });
    expect(res.status).toBe(200);
    expect(h.audited.at(-1)).toMatchObject({ action: 'google.revoke', target: OWNER });
    expect(await json(res)).toEqual({ success: true });
    expect(google.revoked).toContain(refreshToken);
    expect(await json(await h.app.request(urlOf('getGoogleStatus')))).toEqual({ isAuthorized: false, configured: true });
    expect(await h.conn.db!.collection('google_account').countDocuments()).toBe(0);

    const inserts = google.insertCalls;
    const customer = await h.newCustomer();
    const appt = await json(await h.book(customer, '2026-11-30T10:00:00+02:00', 'virtual'));
    expect(appt.notificationNote).toBe('We will e-mail you the video call link before your appointment.');
    expect(appt.meetingLinkStatus).toBe('by-email');
    const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email), 15_000);
    expect(mail.from).toContain('studio@ateliercedar.local');
    expect(google.insertCalls).toBe(inserts);
    const listed = await json(await h.app.request(urlOf('listCustomerAppointments', { params: { customerId: customer.id } }), { headers: { cookie: customer.cookie } }));
    expect(listed.appointments[0]).toMatchObject({ meetingLinkStatus: 'by-email', notificationNote: appt.notificationNote });
    expect(listed.appointments[0].isVirtualMeetingError).toBeUndefined();
  });

  it('gives a virtual booking made while linked the meeting error when the account is unlinked before the worker runs', async () => {
    expect((await callback(await consent(OWNER))).status).toBe(200);
    await worker.pause();
    try {
      const customer = await h.newCustomer();
      const appt = await json(await h.book(customer, '2026-12-02T10:00:00+02:00', 'virtual'));
      expect(appt.meetingLinkStatus).toBe('pending');
      expect((await h.app.request(urlOf('revokeGoogle'), { method: 'POST', headers: h.bearer('admin') })).status).toBe(200);
      worker.resume();
      expect(await listedAfterMeetingError(customer, appt.id)).toMatchObject(MEETING_ERROR);
    } finally {
      worker.resume();
    }
  });

  it('does not hold up the e-mails when the grant was withdrawn at Google: they go through SMTP at once', async () => {
    expect((await callback(await consent(OWNER))).status).toBe(200);
    const refreshToken = google.refreshTokens.at(-1)!;
    expect((await fetch(`${google.url}/revoke?token=${refreshToken}`, { method: 'POST' })).status).toBe(200);

    const customer = await h.newCustomer();
    const appt = await json(await h.book(customer, '2026-12-01T10:00:00+02:00'));
    const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email), 15_000);
    const queue = new Queue(NOTIFICATIONS_QUEUE, { connection: redisConnection(h.redisUrl) });
    try {
      const job = await eventually(() => queue.getJob(notificationJobId({ kind: 'appointment-confirmation', appointmentId: appt.id })), (j) => Boolean(j?.finishedOn));
      expect(job!.stacktrace).toEqual([]); // done on the first attempt: no retry
    } finally {
      await queue.close();
    }
    expect(mail.from).toContain('studio@ateliercedar.local');
    expect((await stored(appt.id))?.calendarEventId).toBeNull();
  });
});
