/**
 * Issue 23, the `designer` staff role on the real service (MongoDB, Redis): a staff account linked to
 * a designer (the designer record's staffUserId) lists only that designer's appointments, marks only
 * those completed or no-show (404 for another's), calls no admin route (403), and loses them on the
 * next request once unlinked (403 designer_unlinked, no new token); onboarding's internal question
 * (which customers are that designer's) answers from the same link; one account, one designer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminAppointment, DEFAULT_AVAILABILITY_RULES, type Designer, type DesignerRequest } from '@cabinetry/shared/contracts';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { type Harness, startHarness, type TestCustomer } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

const RIMA_USER = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const KARIM_USER = 'aaaaaaaaaaaaaaaaaaaaaaa2';

let h: Harness;
let rima: Designer;
let karim: Designer;

const designerBody = (name: string, staffUserId: string | null): DesignerRequest => ({
  displayName: name,
  email: `${name.toLowerCase()}@ateliercedar.example`,
  languages: ['en'],
  weeklyHours: DEFAULT_AVAILABILITY_RULES.weeklyHours,
  daysOff: [],
  isActive: true,
  staffUserId,
});
const asAdmin = (method: string, path: string, body?: unknown) => h.app.request(path, body === undefined ? { method, headers: h.bearer('admin') } : jsonInit(method, body, h.bearer('admin')));
const asDesigner = (sub: string, method: string, path: string, body?: unknown) =>
  h.app.request(path, body === undefined ? { method, headers: h.bearer('designer', sub) } : jsonInit(method, body, h.bearer('designer', sub)));
const listed = async (sub: string) => ((await json(await asDesigner(sub, 'GET', urlOf('listAppointments')))) as { items: AdminAppointment[] }).items.map((a) => a.id);
const internal = (staffUserId: string) => h.app.request(`/internal/staff/${staffUserId}/designer-customers`, { headers: { 'x-internal-token': h.config.internalToken } });

beforeAll(async () => {
  h = await startHarness();
  rima = (await json(await asAdmin('POST', urlOf('createDesigner'), designerBody('Rima', RIMA_USER)))) as Designer;
  karim = (await json(await asAdmin('POST', urlOf('createDesigner'), designerBody('Karim', KARIM_USER)))) as Designer;
});

afterAll(async () => {
  await h?.stop();
});

describe('a designer account', () => {
  let customers: TestCustomer[];
  const appt: Record<string, string> = {};

  beforeAll(async () => {
    customers = await Promise.all([h.newCustomer(), h.newCustomer(), h.newCustomer()]);
    appt.rima1 = await h.storeAppointment(customers[0], '2026-11-20T10:00:00+02:00', { designerId: rima.id });
    appt.rima2 = await h.storeAppointment(customers[1], '2026-11-21T10:00:00+02:00', { designerId: rima.id });
    appt.karim = await h.storeAppointment(customers[2], '2026-11-20T10:00:00+02:00', { designerId: karim.id });
  });

  it('lists only the appointments of the designer linked to it', async () => {
    expect(await listed(RIMA_USER)).toEqual([appt.rima2, appt.rima1]);
    expect(await listed(KARIM_USER)).toEqual([appt.karim]);
    // a customer filter naming another designer's customer finds nothing
    const res = await asDesigner(RIMA_USER, 'GET', `${urlOf('listAppointments')}?customerId=${customers[2].id}`);
    expect(await json(res)).toMatchObject({ items: [], total: 0 });
  });

  it('marks its own started appointment completed; another designer’s is not found', async () => {
    const own = await asDesigner(RIMA_USER, 'POST', urlOf('setAppointmentStatus', { params: { id: appt.rima1 } }), { status: 'completed' });
    expect(own.status).toBe(200);
    expect(await json(own)).toMatchObject({ id: appt.rima1, status: 'completed' });
    const other = await asDesigner(RIMA_USER, 'POST', urlOf('setAppointmentStatus', { params: { id: appt.karim } }), { status: 'no-show' });
    expect(other.status).toBe(404);
    expect((await h.deps.appointments.findById(appt.karim).lean())?.status).toBe('confirmed');
  });

  it('calls no admin route', async () => {
    for (const [method, path] of [
      ['GET', urlOf('getBookingStats')],
      ['POST', urlOf('cancelAppointmentByStaff', { params: { id: appt.rima2 } })],
      ['GET', urlOf('listDesigners')],
      ['PUT', urlOf('updateDesigner', { params: { id: rima.id } })],
      ['GET', urlOf('getAvailabilityRules')],
      ['GET', urlOf('startGoogleLogin')],
    ] as const) {
      const res = await asDesigner(RIMA_USER, method, path, method === 'PUT' ? designerBody('Rima', null) : undefined);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await h.deps.designers.findById(rima.id).lean())?.staffUserId).toBe(RIMA_USER);
  });

  it('tells onboarding which customers are the linked designer’s', async () => {
    const res = await internal(RIMA_USER);
    expect(res.status).toBe(200);
    const answer = await json(res);
    expect(answer.designerId).toBe(rima.id);
    expect([...answer.customerIds].sort()).toEqual([customers[0].id, customers[1].id].sort());
    expect(await json(await internal('aaaaaaaaaaaaaaaaaaaaaaa9'))).toEqual({ designerId: null, customerIds: [] });
    expect((await h.app.request(`/internal/staff/${RIMA_USER}/designer-customers`)).status).toBe(401);
  });

  it('loses them on its next request once unlinked, with the same token; the change is audited', async () => {
    const before = await asDesigner(KARIM_USER, 'GET', urlOf('listAppointments'));
    expect(before.status).toBe(200);
    expect((await asAdmin('PUT', urlOf('updateDesigner', { params: { id: karim.id } }), designerBody('Karim', null))).status).toBe(200);
    const after = await asDesigner(KARIM_USER, 'GET', urlOf('listAppointments'));
    expect(after.status).toBe(403);
    expect(await json(after)).toMatchObject({ code: 'designer_unlinked' });
    expect((await asDesigner(KARIM_USER, 'POST', urlOf('setAppointmentStatus', { params: { id: appt.karim } }), { status: 'completed' })).status).toBe(403);
    expect(await json(await internal(KARIM_USER))).toEqual({ designerId: null, customerIds: [] });
    expect(h.audited.filter((r) => r.action === 'designer.update').at(-1)).toMatchObject({ target: 'designer karim@ateliercedar.example', detail: `staff account ${KARIM_USER} → none` });
  });

  it('links one staff account to one designer at most (409)', async () => {
    const res = await asAdmin('POST', urlOf('createDesigner'), designerBody('Nour', RIMA_USER));
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ code: 'designer_staff_taken' });
    // two unlinked designers are fine
    expect((await asAdmin('POST', urlOf('createDesigner'), designerBody('Nour', null))).status).toBe(201);
  });
});
