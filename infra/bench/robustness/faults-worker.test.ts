/**
 * Fault test: the scheduling worker killed with -9 while (fake) Google is still inserting
 * a booking's calendar event. After a restart the job runs again (BullMQ's stalled-job recovery) and
 * there is exactly one event, recorded on the appointment, and one confirmation e-mail. Prints a
 * `faults: ...` count line.
 *
 * One shortcut, to keep the file well under 90 s: BullMQ checks for stalled jobs at most once per
 * 30 s across all workers (a `stalled-check` key with that TTL, left by the dead worker's last check);
 * the test deletes that throttle key so the new worker's start-up check counts. The dead worker's job
 * lock is left to expire on its own (30 s): that is how BullMQ notices the crash.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NOTIFICATIONS_QUEUE } from '@cabinetry/shared/server/queues';
import { book, newCustomer } from './customers';
import { confirmationsTo, eventually, notificationsSettled, startFaultSystem, type FaultSystem } from './fault-system';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let f: FaultSystem;
const api = (path: string, init: RequestInit = {}) => fetch(`${f.system.url}${path}`, init);

beforeAll(async () => {
  f = await startFaultSystem();
});

afterAll(async () => {
  await f?.stop();
});

it('the worker killed with -9 mid-insert: exactly one calendar event, recorded on the appointment', async () => {
  const { system, google } = f;
  const admin = { authorization: `Bearer ${f.adminToken}` };
  const { authUrl } = (await (await api(urlOf('startGoogleLogin'), { headers: admin })).json()) as { authUrl: string };
  const linked = await api(urlOf('completeGoogleLogin'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...admin },
    body: JSON.stringify(google.authorize(authUrl)),
  });
  expect(linked.status).toBe(200);
  google.insertDelayMs = 3_000;
  const customer = await newCustomer(system.url, 'worker-killed');
  const booked = await book(system.url, customer, f.slots.take());
  expect(booked.status).toBe(201);
  const { id: appointmentId } = (await booked.json()) as { id: string };

  await eventually('the worker calling Google to insert the event', () => google.insertCalls >= 1, 30_000);
  await system.stopService('scheduling-worker', { signal: 'SIGKILL' });
  google.insertDelayMs = 0;
  const redis = new Redis(system.redisUrl);
  try {
    await redis.del(`bull:${NOTIFICATIONS_QUEUE}:stalled-check`);
  } finally {
    redis.disconnect();
  }
  await system.restartService('scheduling-worker');

  const eventId = await eventually(
    'the appointment recording its calendar event',
    async () => {
      // the staff view (the customer's names no Google event)
      const res = await api(urlOf('listAppointments'), { headers: admin });
      const { items } = (await res.json()) as { items: { id: string; calendarEventId: string | null }[] };
      return items.find((a) => a.id === appointmentId)?.calendarEventId ?? undefined;
    },
    60_000,
  );
  // the only booking of this system: every event is its (customers are no attendees: Google mails nobody)
  const events = [...google.events.values()];
  const confirmed = async () => confirmationsTo(await f.gmailRelay.messages(), customer.email);
  await eventually('the confirmation e-mail', async () => (await confirmed()).length > 0, 15_000);
  await eventually('no notification left to send (a duplicate would have been sent by now)', () => notificationsSettled(f.system), 30_000);
  const confirmations = await confirmed();
  console.log(
    `faults: worker killed -9 mid-job: 1 booking, ${google.insertCalls} insert calls, ${events.length} calendar event, calendarEventId recorded, ${confirmations.length} confirmation e-mail`,
  );
  expect(events.map((e) => e.id)).toEqual([eventId]);
  expect(google.events.size).toBe(1);
  expect(confirmations).toHaveLength(1);
  expect(f.crash()).toBeUndefined();
}, 90_000);
