/**
 * The sales pipeline on the real onboarding service, scheduling faked (issue 39 items 1-4): a new
 * lead's owner and first-contact deadline, attempts, stage moves (staff's and the appointment
 * events'), lost reasons, next actions, the overdue-first list, the Today page, staleness, the
 * designer scope, and erasure of the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAdminToken } from '@cabinetry/shared/server/auth';
import { INTERNAL_TOKEN_HEADER } from '@cabinetry/shared/server/auth';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { zipEntries } from '@cabinetry/shared/testing/zip';
import { AUTOMATIC_NEXT_ACTIONS, EXPORT_DATA_FILE } from '@cabinetry/shared/contracts';
import type { LeadDetail, LeadListResponse, LeadPipeline, TodayResponse } from '@cabinetry/shared/contracts';
import { showroomDay } from '@cabinetry/shared/time';
import { type Harness, startCustomer, startHarness, TEST_SECRETS, type TestCustomer } from '../test-harness';

const DESIGNER_ACCOUNT = 'cccccccccccccccccccccc02';
const NOUR = { id: 'dddddddddddddddddddddd11', name: 'Nour' };
const KARIM = { id: 'dddddddddddddddddddddd12', name: 'Karim' };
const DAY_MS = 86_400_000;
let h: Harness;

const step1 = (email: string) => ({
  customerInfo: { firstName: 'Rana', lastName: 'Khoury', email, phone: '+96171123456', projectAddress: '', projectDetails: 'residential', projectTimeline: '3-6months', budget: '25k-50k' },
  projectTypes: { kitchen: true, wardrobe: false },
  locale: 'fr',
});
const token = (role: 'admin' | 'designer' | 'editor') =>
  `Bearer ${signAdminToken({ sub: role === 'designer' ? DESIGNER_ACCOUNT : `staff-${role}`, username: `${role}-user`, role }, TEST_SECRETS.jwtSecret, '1h')}`;
const as = (role: 'admin' | 'designer' | 'editor', init: RequestInit = {}) => ({ ...init, headers: { ...(init.headers as Record<string, string>), authorization: token(role) } });
const send = (method: string, path: string, body: unknown, role: 'admin' | 'designer' | 'editor' = 'admin') => h.app.request(path, as(role, jsonInit(method, body)));
const detail = async (id: string, role: 'admin' | 'designer' = 'admin') => {
  const res = await h.app.request(`/api/admin/leads/${id}`, as(role));
  expect(res.status).toBe(200);
  return (await json(res)) as LeadDetail;
};
/** scheduling's event (its key: appointment id and event, as no test here moves an appointment) */
const event = (id: string, body: { event: string; appointmentId: string; designer: unknown; key?: string }) =>
  h.app.request(`/internal/customers/${id}/appointment-events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: TEST_SECRETS.internalToken },
    body: JSON.stringify({ key: `lead-pipeline__${body.appointmentId}__${body.event}__0`, ...body }),
  });
const newLead = async (email: string): Promise<TestCustomer> => {
  const lead = await startCustomer(h.app, step1(email));
  await expect.poll(async () => (await detail(lead.id)).pipeline.owner).not.toBeNull();
  return lead;
};

beforeAll(async () => {
  h = await startHarness();
  h.activeDesigners.push(NOUR, KARIM);
});
afterAll(async () => {
  await h?.stop();
});

describe('a new lead', () => {
  it('is new, due a first contact within one business hour, and owned by the designer the assignment rules pick', async () => {
    const lead = await newLead('first@example.com');
    const { pipeline, activities, createdAt } = await detail(lead.id);
    expect(pipeline).toMatchObject({ stage: 'new', owner: NOUR, firstContactAt: null, nextAction: null, lost: null });
    const due = new Date(pipeline.firstContactDueAt!).getTime();
    expect(due - new Date(createdAt).getTime()).toBeGreaterThanOrEqual(60 * 60_000);
    expect(activities).toEqual([expect.objectContaining({ kind: 'owner', by: '', text: 'Nour' })]);
    // the customer's language and this month's tallies went to the rule
    expect(h.picks.at(-1)).toMatchObject({ language: 'fr' });
    expect(h.audited).toContainEqual(expect.objectContaining({ actor: '(automatic)', action: 'lead.owner', customerId: lead.id }));
  });
});

describe('staff working a lead', () => {
  it('log an attempt: the first contact, and a new lead becomes contacted, on the lead and in the audit log', async () => {
    const lead = await newLead('attempt@example.com');
    const res = await send('POST', `/api/admin/leads/${lead.id}/activities`, { channel: 'call', outcome: 'no_answer' });
    expect(res.status).toBe(201);
    const pipeline = (await json(res)) as LeadPipeline;
    expect(pipeline.stage).toBe('contacted');
    expect(pipeline.firstContactAt).not.toBeNull();
    const { activities } = await detail(lead.id);
    expect(activities.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'stage', from: 'new', to: 'contacted', by: 'admin-user' }),
      expect.objectContaining({ kind: 'attempt', channel: 'call', outcome: 'no_answer', by: 'admin-user' }),
    ]);
    expect(h.audited).toContainEqual(expect.objectContaining({ actor: 'admin-user', action: 'lead.activity', target: `lead ${lead.id}`, detail: 'call no_answer' }));
    expect(h.audited).toContainEqual(expect.objectContaining({ actor: 'admin-user', action: 'lead.stage', detail: 'new → contacted', customerId: lead.id }));
  });

  it('a note is not a contact', async () => {
    const lead = await newLead('note@example.com');
    const pipeline = (await json(await send('POST', `/api/admin/leads/${lead.id}/activities`, { channel: 'note', text: 'Prefers evenings' }))) as LeadPipeline;
    expect(pipeline).toMatchObject({ stage: 'new', firstContactAt: null });
  });

  it('lose a lead only with a reason from the editable list and a text', async () => {
    const lead = await newLead('lost@example.com');
    expect((await send('POST', `/api/admin/leads/${lead.id}/stage`, { stage: 'lost', lostReasonId: 'price' })).status).toBe(400);
    expect((await send('POST', `/api/admin/leads/${lead.id}/stage`, { stage: 'lost', lostReasonId: 'nope', lostNote: 'x' })).status).toBe(400);
    expect((await send('PUT', '/api/admin/lost-reasons', { reasons: [{ id: 'budget', label: 'Over budget' }] }, 'designer')).status).toBe(403);
    expect((await send('PUT', '/api/admin/lost-reasons', { reasons: [{ id: 'budget', label: 'Over budget' }, { id: 'other', label: 'Other' }] })).status).toBe(200);
    const res = await send('POST', `/api/admin/leads/${lead.id}/stage`, { stage: 'lost', lostReasonId: 'budget', lostNote: 'Went with a cheaper quote' });
    expect(res.status).toBe(200);
    expect(((await json(res)) as LeadPipeline).lost).toEqual({ reason: 'Over budget', note: 'Went with a cheaper quote' });
    expect((await detail(lead.id)).activities[0]).toMatchObject({ kind: 'stage', from: 'new', to: 'lost', reason: 'Over budget', text: 'Went with a cheaper quote', by: 'admin-user' });
    expect(h.audited).toContainEqual(expect.objectContaining({ action: 'lead.stage', detail: 'new → lost', customerId: lead.id }));
    // a closed lead takes no next action
    expect((await send('PUT', `/api/admin/leads/${lead.id}/next-action`, { text: 'Call back', dueDay: '2030-01-01' })).status).toBe(409);
  });

  it('reassign a lead to an active designer only (admins)', async () => {
    const lead = await newLead('owner@example.com');
    expect((await send('PUT', `/api/admin/leads/${lead.id}/owner`, { designerId: 'dddddddddddddddddddddd99' })).status).toBe(400);
    expect((await send('PUT', `/api/admin/leads/${lead.id}/owner`, { designerId: KARIM.id }, 'designer')).status).toBe(403);
    const res = await send('PUT', `/api/admin/leads/${lead.id}/owner`, { designerId: KARIM.id });
    expect(((await json(res)) as LeadPipeline).owner).toEqual(KARIM);
    expect(h.audited).toContainEqual(expect.objectContaining({ actor: 'admin-user', action: 'lead.owner', detail: `designer ${KARIM.id}` }));
  });
});

describe('appointment events from scheduling', () => {
  it('move the stage where the product knows, and the booking’s designer owns the lead', async () => {
    const lead = await newLead('booked@example.com');
    const stageAfter = async (body: Parameters<typeof event>[1]) => ((await json(await event(lead.id, body))) as { stage: string }).stage;
    expect(await stageAfter({ event: 'booked', appointmentId: 'a1', designer: KARIM })).toBe('consultation_booked');
    expect((await detail(lead.id)).pipeline.owner).toEqual(KARIM);
    expect(await stageAfter({ event: 'cancelled', appointmentId: 'a1', designer: KARIM })).toBe('contacted');
    expect(await stageAfter({ event: 'booked', appointmentId: 'a2', designer: KARIM })).toBe('consultation_booked');
    expect(await stageAfter({ event: 'completed', appointmentId: 'a2', designer: KARIM })).toBe('consulted');
    expect(h.audited).toContainEqual(expect.objectContaining({ actor: '(automatic)', action: 'lead.stage', detail: 'consultation_booked → consulted', customerId: lead.id }));
    // a quoted lead is not moved back by a later booking or cancellation
    expect((await send('POST', `/api/admin/leads/${lead.id}/stage`, { stage: 'quoted' })).status).toBe(200);
    expect(await stageAfter({ event: 'booked', appointmentId: 'a3', designer: null })).toBe('quoted');
    expect(await stageAfter({ event: 'cancelled', appointmentId: 'a3', designer: null })).toBe('quoted');
    const moves = (await detail(lead.id)).activities.filter((a) => a.kind === 'stage').map((a) => `${a.from}>${a.to}:${a.by}`);
    expect(moves.reverse()).toEqual(['new>consultation_booked:', 'consultation_booked>contacted:', 'contacted>consultation_booked:', 'consultation_booked>consulted:', 'consulted>quoted:admin-user']);
  });

  it('are applied once each: a delivery repeated after a lost answer changes nothing', async () => {
    const lead = await newLead('twice@example.com');
    const stageAfter = async (body: Parameters<typeof event>[1]) => ((await json(await event(lead.id, body))) as { stage: string }).stage;
    expect(await stageAfter({ event: 'booked', appointmentId: 'b1', designer: NOUR })).toBe('consultation_booked');
    expect(await stageAfter({ event: 'cancelled', appointmentId: 'b1', designer: NOUR })).toBe('contacted');
    // the booking's job retried (onboarding had applied it, but scheduling never heard the answer)
    expect(await stageAfter({ event: 'booked', appointmentId: 'b1', designer: NOUR })).toBe('contacted');
    expect(await stageAfter({ event: 'cancelled', appointmentId: 'b1', designer: NOUR })).toBe('contacted');
    const moves = (await detail(lead.id)).activities.filter((a) => a.kind === 'stage').map((a) => `${a.from}>${a.to}`);
    expect(moves.reverse()).toEqual(['new>consultation_booked', 'consultation_booked>contacted']);
  });

  it('need the internal token, and a known customer', async () => {
    expect((await h.app.request(`/internal/customers/${'e'.repeat(24)}/appointment-events`, jsonInit('POST', { event: 'booked', appointmentId: 'x', designer: null, key: 'k' }))).status).toBe(401);
    expect((await event('e'.repeat(24), { event: 'booked', appointmentId: 'x', designer: null })).status).toBe(404);
  });
});

describe('the list and the Today page', () => {
  it('put leads past their deadline first, flag them, and list the next actions due; stale after the configured days', async () => {
    const waiting = await newLead('waiting@example.com');
    const called = await newLead('called@example.com');
    await send('POST', `/api/admin/leads/${called.id}/activities`, { channel: 'whatsapp', outcome: 'reached' });
    const later = await newLead('later@example.com');
    await send('POST', `/api/admin/leads/${later.id}/activities`, { channel: 'email' });
    h.clock.offsetMs = 4 * DAY_MS; // past any one-business-hour deadline, weekends included
    try {
      const today = showroomDay(new Date(Date.now() + h.clock.offsetMs));
      expect((await send('PUT', `/api/admin/leads/${called.id}/next-action`, { text: 'Send the quote', dueDay: today })).status).toBe(200);
      expect((await send('PUT', `/api/admin/leads/${called.id}/next-action`, { text: 'Send the quote ', dueDay: today })).status).toBe(200);
      expect((await detail(called.id)).activities.filter((a) => a.kind === 'next_action')).toHaveLength(1);
      const list = (await json(await h.app.request('/api/admin/leads?pageSize=100', as('admin')))) as LeadListResponse;
      const overdueIds = list.items.filter((l) => l.pipeline.overdue).map((l) => l.id);
      expect(overdueIds).toContain(waiting.id);
      expect(list.items.slice(0, overdueIds.length).every((l) => l.pipeline.overdue)).toBe(true);
      expect(list.items.find((l) => l.id === called.id)?.pipeline).toMatchObject({ overdue: false, nextAction: { text: 'Send the quote', dueDay: today } });
      // page 2 of size 1 continues where page 1 ended, over both parts
      const pages = await Promise.all([1, 2, 3].map(async (p) => ((await json(await h.app.request(`/api/admin/leads?pageSize=1&page=${p}`, as('admin')))) as LeadListResponse).items[0].id));
      expect(pages).toEqual(list.items.slice(0, 3).map((l) => l.id));

      const without = ((await json(await h.app.request('/api/admin/leads?nextAction=none&pageSize=100', as('admin')))) as LeadListResponse).items.map((l) => l.id);
      expect(without).toContain(later.id);
      expect(without).not.toContain(called.id);
      const due = ((await json(await h.app.request('/api/admin/leads?nextAction=due&pageSize=100', as('admin')))) as LeadListResponse).items.map((l) => l.id);
      expect(due).toEqual([called.id]);

      const todayPage = (await json(await h.app.request(`/api/admin/leads/today?owner=${NOUR.id}`, as('admin')))) as TodayResponse;
      expect(todayPage.today).toBe(today);
      const ids = todayPage.items.map((l) => l.id);
      expect(ids).toContain(waiting.id);
      expect(ids.indexOf(waiting.id)).toBeLessThan(ids.indexOf(called.id));
      expect(ids).not.toContain(later.id);

      expect(((await json(await h.app.request('/api/admin/leads?stale=true&pageSize=100', as('admin')))) as LeadListResponse).items).toEqual([]);
      h.clock.offsetMs = 12 * DAY_MS;
      const stale = ((await json(await h.app.request('/api/admin/leads?stale=true&pageSize=100', as('admin')))) as LeadListResponse).items;
      expect(stale.map((l) => l.id)).toContain(called.id);
      expect(stale.every((l) => l.pipeline.stale)).toBe(true);
    } finally {
      h.clock.offsetMs = 0;
    }
  });
});

describe('roles', () => {
  it('a designer works only its own leads; an editor none', async () => {
    const own = await newLead('own-designer@example.com');
    const other = await newLead('other-designer@example.com');
    await send('PUT', `/api/admin/leads/${own.id}/owner`, { designerId: KARIM.id });
    h.designerAccounts.set(DESIGNER_ACCOUNT, { designerId: KARIM.id, customerIds: [] });
    await send('PUT', `/api/admin/leads/${other.id}/owner`, { designerId: NOUR.id });
    expect((await send('POST', `/api/admin/leads/${own.id}/activities`, { channel: 'visit', outcome: 'reached' }, 'designer')).status).toBe(201);
    expect((await send('POST', `/api/admin/leads/${other.id}/activities`, { channel: 'visit' }, 'designer')).status).toBe(404);
    expect((await send('POST', `/api/admin/leads/${other.id}/stage`, { stage: 'won' }, 'designer')).status).toBe(404);
    expect((await send('POST', `/api/admin/leads/${own.id}/activities`, { channel: 'call' }, 'editor')).status).toBe(403);
    expect((await h.app.request('/api/admin/leads/today', as('editor'))).status).toBe(403);
    const listed = ((await json(await h.app.request('/api/admin/leads?pageSize=100', as('designer')))) as LeadListResponse).items.map((l) => l.id);
    expect(listed).toContain(own.id);
    expect(listed).not.toContain(other.id);
    // a designer's Today page is their own, whatever owner they name
    const today = (await json(await h.app.request(`/api/admin/leads/today?owner=${NOUR.id}`, as('designer')))) as TodayResponse;
    expect(today.items.every((l) => l.pipeline.owner?.id === KARIM.id)).toBe(true);
  });
});

describe("the customer's data", () => {
  it('export holds the stage, owner and the log', async () => {
    const lead = await newLead('export-log@example.com');
    await send('POST', `/api/admin/leads/${lead.id}/activities`, { channel: 'whatsapp', outcome: 'reached', text: 'Wants oak' });
    const res = await h.app.request(`/api/onboarding/export/${lead.id}`, { headers: { cookie: lead.cookie } });
    expect(res.status).toBe(200);
    const data = JSON.parse((await zipEntries(Buffer.from(await res.arrayBuffer()))).get(EXPORT_DATA_FILE)!.toString('utf8'));
    expect(data.pipeline).toMatchObject({ stage: 'contacted', owner: NOUR });
    expect(data.activities.map((a: { kind: string }) => a.kind)).toEqual(['owner', 'attempt', 'stage']);
    expect(data.activities[1]).toMatchObject({ channel: 'whatsapp', outcome: 'reached', text: 'Wants oak' });
  });

  it("erasure removes the lead's log with the customer", async () => {
    const lead = await newLead('erase-log@example.com');
    await send('POST', `/api/admin/leads/${lead.id}/activities`, { channel: 'call', text: 'Talked about the island' });
    expect(await h.conn.collection('lead_activities').countDocuments({ customerId: lead.id })).toBeGreaterThan(0);
    const res = await h.app.request(`/internal/customers/${lead.id}`, { method: 'DELETE', headers: { [INTERNAL_TOKEN_HEADER]: TEST_SECRETS.internalToken } });
    expect(res.status).toBe(200);
    expect(await h.conn.collection('lead_activities').countDocuments({ customerId: lead.id })).toBe(0);
  });
});

// last: its lead's next action is due today, which the Today list above would show
describe('a no-show', () => {
  it("gives the owner a task when staff mark a no-show, once, without moving the stage", async () => {
    const lead = await newLead('missed@example.com');
    const stageAfter = async (body: Parameters<typeof event>[1]) => ((await json(await event(lead.id, body))) as { stage: string }).stage;
    expect(await stageAfter({ event: 'booked', appointmentId: 'm1', designer: NOUR })).toBe('consultation_booked');
    expect(await stageAfter({ event: 'no-show', appointmentId: 'm1', designer: NOUR })).toBe('consultation_booked');
    expect(await stageAfter({ event: 'no-show', appointmentId: 'm1', designer: NOUR })).toBe('consultation_booked'); // delivered again
    const { pipeline, activities } = await detail(lead.id);
    expect(pipeline.nextAction).toEqual({ text: AUTOMATIC_NEXT_ACTIONS.missedConsultation, dueDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(activities.filter((a) => a.kind === 'next_action' && a.text === AUTOMATIC_NEXT_ACTIONS.missedConsultation)).toHaveLength(1);
    expect(h.audited).toContainEqual(expect.objectContaining({ actor: '(automatic)', action: 'lead.next-action', customerId: lead.id }));
  });
});
