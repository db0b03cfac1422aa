/**
 * Test helpers for designers (issue 23) on a Harness: adding one through the admin API (defaults:
 * English, the showroom's default hours, active, a unique name and e-mail address), linking the
 * fake Google account the way an admin does, booking, and waiting for the worker's Google event;
 * the designers tests' service (Redis, the harness with the fake Google linked, the worker running).
 */
import { expect, vi } from 'vitest';
import { type AppointmentView, DEFAULT_AVAILABILITY_RULES, type Designer, type DesignerRequest } from '@cabinetry/shared/contracts';
import { json, jsonInit } from '@cabinetry/shared/testing';
import type { AppointmentDoc } from '../models/appointment';
import { type Harness, startHarness, type TestCustomer } from './harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let seq = 0;

/** Adds a designer through POST /api/admin/designers (201 expected); `over` replaces the defaults. */
export async function addDesigner(h: Harness, over: Partial<DesignerRequest> = {}): Promise<Designer> {
  const n = ++seq;
  const body: DesignerRequest = {
    displayName: `Designer ${n}`,
    email: `designer${n}@ateliercedar.example`,
    languages: ['en'],
    weeklyHours: DEFAULT_AVAILABILITY_RULES.weeklyHours,
    daysOff: [],
    isActive: true,
    ...over,
  };
  const res = await h.app.request(urlOf('createDesigner'), jsonInit('POST', body, h.bearer('admin')));
  expect(res.status).toBe(201);
  return (await json(res)) as Designer;
}

/** Links the harness's fake Google account (the harness must start it): login, consent, callback. */
export async function linkGoogle(h: Harness): Promise<void> {
  const { authUrl } = await json(await h.app.request(urlOf('startGoogleLogin'), { headers: h.bearer('admin') }));
  expect((await h.app.request(urlOf('completeGoogleLogin'), jsonInit('POST', h.google!.authorize(authUrl), h.bearer('admin')))).status).toBe(200);
}

/** Books `date` for `customer` (201 expected): the customer's view of the appointment. */
export async function bookOk(h: Harness, customer: TestCustomer, date: string, type: 'in-person' | 'virtual' = 'in-person'): Promise<AppointmentView> {
  const res = await h.book(customer, date, type);
  expect(res.status, date).toBe(201);
  return (await json(res)) as AppointmentView;
}

/** Waits (15 s at most) until the worker has created appointment `id`'s Google event: the appointment as stored. */
export const withEvent = (h: Harness, id: string): Promise<AppointmentDoc> =>
  vi.waitFor(async () => {
    const doc = await h.deps.appointments.findById(id).lean<AppointmentDoc>();
    if (!doc?.calendarEventId) throw new Error('no event yet');
    return doc;
  }, { timeout: 15_000, interval: 100 });

/** A harness of the designers tests: the fake Google linked as the showroom's account (the way an admin does), the worker running. */
export async function startGoogleHarness(): Promise<Harness> {
  const h = await startHarness({ google: true });
  await linkGoogle(h);
  h.startWorker();
  return h;
}

/** Yara then Ziad (created in this order, so Yara wins ties), both free in the fake Google's calendars. */
export async function yaraAndZiad(h: Harness): Promise<[Designer, Designer]> {
  const yara = await addDesigner(h, { displayName: 'Yara', email: 'yara@ateliercedar.example' });
  const ziad = await addDesigner(h, { displayName: 'Ziad', email: 'ziad@ateliercedar.example' });
  h.google!.calendarBusy = { [yara.email]: [], [ziad.email]: [] };
  return [yara, ziad];
}
