/**
 * Issue 23, the `designer` staff role on the whole running system (gateway, identity, onboarding,
 * scheduling, real MongoDB and Redis): an admin creates a staff account with role designer and links
 * it to a designer on the Designers API; signed in, it lists only that designer's appointments and
 * those customers' leads (another designer's appointment or lead: 404), calls no other back-office
 * route but the catalogue's lists (403), and once the admin unlinks it, its very next request with the same token is refused (403
 * designer_unlinked).
 */
import { slotAppointmentDate } from '@cabinetry/shared/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY_RULES, type DesignerRequest } from '@cabinetry/shared/contracts';
import { cookieFrom } from '@cabinetry/shared/testing';
import { LOAD_TEST_ENV } from './services';
import type { RunningSystem } from './start-system';
import { startTestSystem } from './test-system';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let system: RunningSystem;
const PASSWORD = 'designer password';

interface Booked {
  customerId: string;
  appointmentId: string;
}
let adminToken: string;
let rimaToken: string;
const designerIds: Record<string, string> = {};
const staffIds: Record<string, string> = {};
const booked: Record<'rima' | 'karim', Booked> = {} as never;

const call = (method: string, path: string, token: string | null, body?: unknown, cookie?: string) =>
  fetch(`${system.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
async function ok<T>(res: Promise<Response>, status = 200): Promise<T> {
  const answer = await res;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return JSON.parse(text) as T;
}
const designerBody = (name: string, isActive: boolean, staffUserId: string | null): DesignerRequest => ({
  displayName: name,
  email: `${name.toLowerCase()}@ateliercedar.example`,
  languages: ['en'],
  weeklyHours: DEFAULT_AVAILABILITY_RULES.weeklyHours,
  daysOff: [],
  isActive,
  staffUserId,
});

async function staffAccount(username: string): Promise<string> {
  const user = { username, email: `${username}@example.com`, role: 'designer', isActive: true, password: PASSWORD, confirmPassword: PASSWORD };
  const created = await ok<{ id: string; role: string }>(call('POST', urlOf('createUser'), adminToken, user), 201);
  expect(created.role).toBe('designer');
  return created.id;
}
const login = async (username: string) => (await ok<{ token: string }>(call('POST', urlOf('login'), null, { username, password: PASSWORD }))).token;

/** A new customer (step 1) who books the first free slot; the only active designer gets it. */
async function customerBooks(email: string): Promise<Booked> {
  const step1 = await call('POST', urlOf('saveStep1'), null, {
    customerInfo: { firstName: 'Nadine', lastName: 'Frem', email, phone: '+96176543210', projectAddress: 'Mar Mikhael 8, Beirut, Lebanon', projectDetails: 'residential', projectTimeline: '6-12months', budget: '50k-100k' },
    projectTypes: { kitchen: true, wardrobe: false },
  });
  expect(step1.status).toBe(201);
  const cookie = cookieFrom(step1);
  const { customerId } = (await step1.json()) as { customerId: string };
  const days = await ok<{ date: string; slots: { time: string; available: boolean }[] }[]>(call('GET', urlOf('getAvailability'), null));
  const day = days.find((d) => d.slots.some((s) => s.available))!;
  const time = day.slots.find((s) => s.available)!.time;
  const appointment = await ok<{ id: string }>(call('POST', urlOf('bookAppointment'), null, { appointmentType: 'in-person', appointmentDate: slotAppointmentDate(day.date, time), customerId }, cookie), 201);
  return { customerId, appointmentId: appointment.id };
}

beforeAll(async () => {
  system = await startTestSystem('designer-role-test', { env: LOAD_TEST_ENV });
  const owner = { username: 'owner', email: 'owner@example.com', firstName: 'O', lastName: 'Wner', password: PASSWORD, confirmPassword: PASSWORD };
  expect((await call('POST', urlOf('setup'), null, owner)).status).toBe(201);
  adminToken = await login('owner');
  staffIds.rima = await staffAccount('rima');
  staffIds.karim = await staffAccount('karim');
  rimaToken = await login('rima');

  // one designer active at a time, so each booking goes to the one we mean
  designerIds.rima = (await ok<{ id: string }>(call('POST', urlOf('createDesigner'), adminToken, designerBody('Rima', true, staffIds.rima)), 201)).id;
  designerIds.karim = (await ok<{ id: string }>(call('POST', urlOf('createDesigner'), adminToken, designerBody('Karim', false, staffIds.karim)), 201)).id;
  booked.rima = await customerBooks('rima.customer@example.com');
  await ok(call('PUT', urlOf('updateDesigner', { params: { id: designerIds.rima } }), adminToken, designerBody('Rima', false, staffIds.rima)));
  await ok(call('PUT', urlOf('updateDesigner', { params: { id: designerIds.karim } }), adminToken, designerBody('Karim', true, staffIds.karim)));
  booked.karim = await customerBooks('karim.customer@example.com');
}, 180_000);

afterAll(() => system?.stop());

describe('a designer account on the running system', () => {
  it('lists only its designer’s appointments and those customers’ leads', async () => {
    const appointments = await ok<{ items: { id: string; designerId?: string | null }[]; total: number }>(call('GET', urlOf('listAppointments'), rimaToken));
    expect(appointments.items.map((a) => a.id)).toEqual([booked.rima.appointmentId]);
    expect(appointments.total).toBe(1);
    // the admin sees both
    expect((await ok<{ total: number }>(call('GET', urlOf('listAppointments'), adminToken))).total).toBe(2);

    const leads = await ok<{ items: { id: string }[]; total: number }>(call('GET', urlOf('listLeads'), rimaToken));
    expect(leads.items.map((l) => l.id)).toEqual([booked.rima.customerId]);
    expect((await ok<{ id: string }>(call('GET', urlOf('getLead', { params: { id: booked.rima.customerId } }), rimaToken))).id).toBe(booked.rima.customerId);
  });

  it('gets 404 for another designer’s appointment and lead', async () => {
    expect((await call('GET', urlOf('getLead', { params: { id: booked.karim.customerId } }), rimaToken)).status).toBe(404);
    expect((await call('POST', urlOf('setAppointmentStatus', { params: { id: booked.karim.appointmentId } }), rimaToken, { status: 'completed' })).status).toBe(404);
    // its own is found (and refused only because it has not started yet)
    const own = await call('POST', urlOf('setAppointmentStatus', { params: { id: booked.rima.appointmentId } }), rimaToken, { status: 'completed' });
    expect(own.status).toBe(409);
  });

  it('calls no back-office route but its own account’s', async () => {
    for (const [method, path] of [
      ['POST', urlOf('createStyle')],
      ['DELETE', urlOf('deleteMaterial', { params: { id: '1' } })],
      ['GET', urlOf('listUsers')],
      ['GET', urlOf('listDesigners')],
      ['GET', urlOf('exportLeads')],
      ['GET', urlOf('getBookingStats')],
      ['POST', urlOf('cancelAppointmentByStaff', { params: { id: booked.rima.appointmentId } })],
      ['GET', urlOf('getFunnel')],
      ['GET', urlOf('listAudit')],
    ] as const) {
      expect((await call(method, path, rimaToken)).status, `${method} ${path}`).toBe(403);
    }
    expect(await ok(call('GET', urlOf('me'), rimaToken))).toMatchObject({ username: 'rima', role: 'designer' });
    // the catalogue's lists, to name what a customer chose on their lead
    for (const path of [urlOf('listStyles'), urlOf('listPalettes'), urlOf('listMaterials')]) expect((await call('GET', path, rimaToken)).status, path).toBe(200);
  });

  it('loses its designer’s data on the next request once an admin unlinks it (same token, audited)', async () => {
    await ok(call('PUT', urlOf('updateDesigner', { params: { id: designerIds.rima } }), adminToken, designerBody('Rima', false, null)));
    for (const path of [urlOf('listAppointments'), urlOf('listLeads'), urlOf('getLead', { params: { id: booked.rima.customerId } })]) {
      const res = await call('GET', path, rimaToken);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'designer_unlinked' });
    }
    const audit = async () =>
      (await ok<{ items: { action: string; target: string; detail?: string }[] }>(call('GET', `${urlOf('listAudit')}?action=designer.update`, adminToken))).items.map((e) => e.detail ?? '');
    await expect.poll(audit, { timeout: 15_000 }).toContain(`staff account ${staffIds.rima} → none`);
  });
});
