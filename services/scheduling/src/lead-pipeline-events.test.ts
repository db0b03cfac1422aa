/**
 * The lead pipeline hears of a customer's appointments (issue 39 item 1) over onboarding's internal
 * route, through the appointment's outbox and the worker: a booking (with its designer), a staff
 * cancellation, an appointment marked completed and one marked no-show, each with its idempotency key, retried while
 * onboarding refuses them; and the owner of a lead without an appointment is picked by the bookings'
 * assignment rules (item 2).
 */
import { Job, Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_QUEUE, redisConnection } from '@cabinetry/shared/server/queues';
import { json, jsonInit } from '@cabinetry/shared/testing';
import type { DesignerPickAnswer } from '@cabinetry/shared/contracts';
import { addDesigner } from './testing/designers';
import { type Harness, startHarness } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  h.startWorker();
});
afterAll(async () => {
  await h?.stop();
});

const pick = async (body: unknown) => {
  const res = await h.app.request('/internal/designers/pick', jsonInit('POST', body, { 'x-internal-token': h.config.internalToken }));
  expect(res.status).toBe(200);
  return ((await json(res)) as DesignerPickAnswer).designer;
};

describe('appointment events told to the lead pipeline', () => {
  it('a booking names its designer; a staff cancellation and a completed appointment follow', async () => {
    const designer = await addDesigner(h, { displayName: 'Maya' });
    const customer = await h.newCustomer();
    const booked = await h.book(customer, '2026-11-24T10:00:00+02:00');
    expect(booked.status).toBe(201);
    const { id } = (await json(booked)) as { id: string };
    const within = { timeout: 10_000, interval: 100 }; // the worker sends the booking's e-mails too
    await expect.poll(() => h.leadEvents.filter((e) => e.customerId === customer.id), within).toEqual([
      { customerId: customer.id, event: 'booked', appointmentId: id, designer: { id: designer.id, name: 'Maya' }, key: `lead-pipeline__${id}__booked__0` },
    ]);
    expect((await h.app.request(urlOf('cancelAppointmentByStaff', { params: { id } }), { method: 'POST', headers: h.bearer('admin') })).status).toBe(200);
    await expect.poll(() => h.leadEvents.filter((e) => e.customerId === customer.id).map((e) => e.event), within).toEqual(['booked', 'cancelled']);

    const past = await h.storeAppointment(customer, '2026-11-20T10:00:00+02:00');
    const res = await h.app.request(urlOf('setAppointmentStatus', { params: { id: past } }), jsonInit('POST', { status: 'completed' }, h.bearer('admin')));
    expect(res.status).toBe(200);
    await expect.poll(() => h.leadEvents.filter((e) => e.customerId === customer.id).map((e) => `${e.event} ${e.appointmentId}`), within).toEqual([`booked ${id}`, `cancelled ${id}`, `completed ${past}`]);
    // marking it completed again tells nothing new
    await h.app.request(urlOf('setAppointmentStatus', { params: { id: past } }), jsonInit('POST', { status: 'completed' }, h.bearer('admin')));
    expect((await h.deps.appointments.findById(past).lean())?.outbox.filter((e) => e.kind === 'lead-pipeline')).toHaveLength(1);

    // a no-show (marked once, then again) is told once: the lead's owner gets a task
    const missed = await h.storeAppointment(customer, '2026-11-21T10:00:00+02:00');
    for (let i = 0; i < 2; i++) expect((await h.app.request(urlOf('setAppointmentStatus', { params: { id: missed } }), jsonInit('POST', { status: 'no-show' }, h.bearer('admin')))).status).toBe(200);
    await expect.poll(() => h.leadEvents.filter((e) => e.appointmentId === missed).map((e) => `${e.event} ${e.key}`), within).toEqual([`no-show lead-pipeline__${missed}__no-show__0`]);
    expect((await h.deps.appointments.findById(missed).lean())?.outbox.filter((e) => e.kind === 'lead-pipeline')).toHaveLength(1);
  });

  it('reach onboarding once it takes them again: refused calls are retried with the same key', async () => {
    const customer = await h.newCustomer();
    h.leadEventRefusals.left = 2;
    const refusedBefore = h.leadEventRefusals.refused;
    const booked = await h.book(customer, '2026-11-24T11:00:00+02:00');
    expect(booked.status).toBe(201);
    const { id } = (await json(booked)) as { id: string };
    await expect.poll(() => h.leadEvents.filter((e) => e.customerId === customer.id).map((e) => e.key), { timeout: 20_000, interval: 200 }).toEqual([`lead-pipeline__${id}__booked__0`]);
    expect(h.leadEventRefusals.refused - refusedBefore).toBe(2);
    expect((await h.deps.appointments.findById(id).lean())?.outbox.find((e) => e.kind === 'lead-pipeline')?.enqueuedAt).toBeInstanceOf(Date);
  });

  it('drop an event overtaken while it waited: a cancellation after which the customer booked again', async () => {
    const customer = await h.newCustomer();
    h.leadEventRefusals.left = 1_000; // onboarding down
    const first = (await json(await h.book(customer, '2026-11-24T12:00:00+02:00'))) as { id: string };
    expect((await h.app.request(urlOf('cancelAppointmentByStaff', { params: { id: first.id } }), { method: 'POST', headers: h.bearer('admin') })).status).toBe(200);
    const second = (await json(await h.book(customer, '2026-11-24T13:00:00+02:00'))) as { id: string };
    await expect.poll(() => h.leadEventRefusals.refused, { timeout: 10_000 }).toBeGreaterThan(0);
    h.leadEventRefusals.left = 0; // back
    await expect.poll(() => h.leadEvents.filter((e) => e.customerId === customer.id).map((e) => e.key), { timeout: 20_000, interval: 200 }).toEqual([`lead-pipeline__${second.id}__booked__0`]);
    // the first booking, cancelled since, and its cancellation, booked again since, were never told
    const queue = new Queue(NOTIFICATIONS_QUEUE, { connection: redisConnection(h.redisUrl) });
    const results = () => Promise.all(['booked', 'cancelled'].map(async (event) => (await Job.fromId(queue, `lead-pipeline__${first.id}__${event}__0`))?.returnvalue));
    await expect.poll(results, { timeout: 20_000, interval: 200 }).toEqual(['cancelled since: nothing to book', 'booked again since: the lead stays booked']);
    await queue.close();
  });
});

describe('picking the owner of a lead without an appointment', () => {
  it('prefers the customer’s language, then the designer furthest below their share, then the least recently given', async () => {
    await h.deps.designers.deleteMany({});
    const en = await addDesigner(h, { displayName: 'English only', languages: ['en'] });
    const ar = await addDesigner(h, { displayName: 'Arabic', languages: ['ar', 'en'] });
    await addDesigner(h, { displayName: 'Away', languages: ['ar'], isActive: false });
    expect((await pick({ language: 'ar', tallies: [] }))?.id).toBe(ar.id);
    // Arabic has had more leads this month: an English-speaking lead goes to the other one
    expect((await pick({ language: 'en', tallies: [{ designerId: ar.id, count: 3, lastAssignedAt: 5 }] }))?.id).toBe(en.id);
    expect((await pick({ language: 'en', tallies: [{ designerId: ar.id, count: 1, lastAssignedAt: 9 }, { designerId: en.id, count: 1, lastAssignedAt: 5 }] }))?.id).toBe(en.id);
    // an admin's choice: answered only for an active designer
    expect((await pick({ language: null, tallies: [], designerId: ar.id }))?.name).toBe('Arabic');
    expect(await pick({ language: null, tallies: [], designerId: 'f'.repeat(24) })).toBeNull();
    expect(await pick({ language: null, tallies: [], designerId: 'not-an-id' })).toBeNull();
  });

  it('needs the internal token', async () => {
    expect((await h.app.request('/internal/designers/pick', jsonInit('POST', { language: null, tallies: [] }))).status).toBe(401);
  });
});
