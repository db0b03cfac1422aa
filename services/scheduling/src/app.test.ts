import { DateTime } from 'luxon';
import type { Connection } from 'mongoose';
import nodemailer from 'nodemailer';
import { Worker } from 'bullmq';
import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMongo, startRedis, startSmtpSink, type MongoHandle, type RedisHandle, type SmtpSink } from '@cabinetry/local/providers';
import { NOTIFICATIONS_QUEUE, connectMongo, redisConnection, startCustomerSession } from '@cabinetry/shared/server';
import { cookieFrom, json, jsonInit, testDbName } from '@cabinetry/shared/testing';
import { createApp } from './app';
import type { SchedulingConfig } from './config';
import { createOutbox, type Outbox } from './jobs/outbox';
import { notificationProcessor } from './jobs/notifications';
import { appointmentModel } from './models/appointment';

const SESSION_SECRET = 'session-secret';
const INTERNAL = 'internal-token';
// A fixed "now": Sunday 22 Nov 2026 noon in Beirut, so Monday 23 Nov is the first bookable day.
const NOW = DateTime.fromISO('2026-11-22T12:00:00+03:00');

let mongo: MongoHandle;
let redis: RedisHandle;
let smtp: SmtpSink;
let conn: Connection;
let outbox: Outbox;
let worker: Worker;
let fakeOnboarding: ServerType;
let app: ReturnType<typeof createApp>;
const customers = new Map<string, { firstName: string; lastName: string; email: string }>();

/** A session cookie owning `customerId`, minted the way onboarding's step 1 does. */
async function sessionFor(customerId: string): Promise<string> {
  const c = new Hono();
  c.get('/', (ctx) => {
    startCustomerSession(ctx, customerId, SESSION_SECRET, false);
    return ctx.text('ok');
  });
  return cookieFrom(await c.request('/'));
}

let seq = 0;
async function newCustomer() {
  const id = (0x100000 + ++seq).toString(16).padStart(24, 'a');
  customers.set(id, { firstName: `Client${seq}`, lastName: 'Test', email: `client${seq}@example.com` });
  return { id, cookie: await sessionFor(id) };
}

const book = (customer: { id: string; cookie: string }, appointmentDate: string, appointmentType = 'in-person') =>
  app.request('/api/appointments', jsonInit('POST', { appointmentType, appointmentDate, customerId: customer.id }, { cookie: customer.cookie }));

beforeAll(async () => {
  [mongo, redis, smtp] = await Promise.all([startMongo(), startRedis(), startSmtpSink()]);
  // onboarding's internal customer route, served for real over HTTP
  const onboarding = new Hono();
  onboarding.get('/internal/customers/:id', (c) => {
    if (c.req.header('x-internal-token') !== INTERNAL) return c.json({ error: 'no' }, 401);
    const found = customers.get(c.req.param('id'));
    return found ? c.json({ id: c.req.param('id'), phone: '+961', ...found }) : c.json({ error: 'not found' }, 404);
  });
  const port = await new Promise<number>((resolve) => {
    fakeOnboarding = serve({ fetch: onboarding.fetch, port: 0 }, (info) => resolve(info.port));
  });
  const config: SchedulingConfig = {
    port: 0,
    mongoUrl: '',
    redisUrl: redis.url,
    jwtSecret: 'jwt',
    internalToken: INTERNAL,
    customerSessionSecret: SESSION_SECRET,
    onboardingUrl: `http://127.0.0.1:${port}`,
    smtpUrl: smtp.url,
    mailFrom: 'Atelier Cedar <studio@ateliercedar.local>',
    adminEmail: '',
    publicUrl: 'http://localhost:8080',
  };
  conn = await connectMongo(`${mongo.url}/${testDbName('scheduling')}`);
  const appointments = appointmentModel(conn);
  await appointments.init();
  outbox = createOutbox(redis.url, appointments);
  worker = new Worker(NOTIFICATIONS_QUEUE, notificationProcessor({ config, appointments, mailer: nodemailer.createTransport(smtp.url) }), {
    connection: redisConnection(redis.url),
  });
  app = createApp({ config, conn, appointments, outbox, now: () => NOW });
});

afterAll(async () => {
  await worker?.close();
  await outbox?.close();
  fakeOnboarding?.close();
  await conn?.dropDatabase();
  await conn?.close();
  await Promise.all([mongo?.stop(), redis?.stop(), smtp?.stop()]);
});

describe('appointments API', () => {
  it('lists availability from tomorrow with weekdays only', async () => {
    const days = await json(await app.request('/api/appointments/available'));
    expect(days[0]).toMatchObject({ date: '2026-11-23' });
    expect(days[0].slots).toHaveLength(8);
    expect(days.find((d: { date: string }) => d.date === '2026-11-29').slots).toEqual([]);
    expect((await app.request('/api/appointments/available?startDate=soon')).status).toBe(400);
  });

  it('books a slot, e-mails the confirmation with a calendar file, and shows the slot taken', async () => {
    const customer = await newCustomer();
    const res = await book(customer, '2026-11-24T10:00:00+03:00');
    expect(res.status).toBe(201);
    const appt = await json(res);
    expect(appt).toMatchObject({ customerId: customer.id, appointmentType: 'in-person', appointmentDate: '2026-11-24T10:00:00+03:00', status: 'confirmed' });

    const days = await json(await app.request('/api/appointments/available'));
    const slot = days.find((d: { date: string }) => d.date === '2026-11-24').slots.find((s: { time: string }) => s.time === '10:00');
    expect(slot.available).toBe(false);

    const mail = await smtp.waitFor((m) => m.to.includes(customers.get(customer.id)!.email), 15_000);
    expect(mail.subject).toContain('Your design consultation is booked');
    const ics = mail.attachments.find((a) => a.filename === 'design-consultation.ics');
    expect(ics?.content.toString()).toContain('DTSTART:20261124T070000Z');
    expect(ics?.content.toString()).toContain('DURATION:PT1H');

    const list = await app.request(`/api/appointments/${customer.id}`, { headers: { cookie: customer.cookie } });
    expect((await json(list)).appointments.map((a: { id: string }) => a.id)).toEqual([appt.id]);
  });

  it('gives exactly one success to 30 concurrent bookings of one slot, and clean 409s', async () => {
    const contenders = await Promise.all(Array.from({ length: 30 }, () => newCustomer()));
    const results = await Promise.all(contenders.map((c) => book(c, '2026-11-25T11:00:00+03:00')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    const loser = results.find((r) => r.status === 409)!;
    expect((await json(loser)).error).toMatch(/time slot/);
  });

  it('holds one active appointment per customer and frees the slot on cancel', async () => {
    const customer = await newCustomer();
    const first = await json(await book(customer, '2026-11-26T09:00:00+03:00'));
    const second = await book(customer, '2026-11-26T10:00:00+03:00');
    expect(second.status).toBe(409);
    const body = await json(second);
    expect(body.error).toBe('You already have an active appointment scheduled');
    expect(body.existingAppointment.id).toBe(first.id);

    const other = await newCustomer();
    expect((await app.request(`/api/appointments/${first.id}`, { method: 'DELETE', headers: { cookie: other.cookie } })).status).toBe(403);
    const cancel = await app.request(`/api/appointments/${first.id}`, { method: 'DELETE', headers: { cookie: customer.cookie } });
    expect(cancel.status).toBe(200);
    expect((await json(cancel)).appointment.status).toBe('cancelled');
    expect((await book(other, '2026-11-26T09:00:00+03:00')).status).toBe(201);
    await smtp.waitFor((m) => m.to.includes(customers.get(customer.id)!.email) && /cancelled/.test(m.subject), 15_000);
  });

  it('refuses bookings without the owning session, on weekends and in the past', async () => {
    const customer = await newCustomer();
    const stranger = await newCustomer();
    const noSession = await app.request('/api/appointments', jsonInit('POST', { appointmentType: 'virtual', appointmentDate: '2026-11-27T10:00:00+03:00', customerId: customer.id }));
    expect(noSession.status).toBe(401);
    const wrongOwner = await app.request(
      '/api/appointments',
      jsonInit('POST', { appointmentType: 'virtual', appointmentDate: '2026-11-27T10:00:00+03:00', customerId: customer.id }, { cookie: stranger.cookie }),
    );
    expect(wrongOwner.status).toBe(403);
    expect((await book(customer, '2026-11-28T10:00:00+03:00')).status).toBe(400);
    expect((await book(customer, '2026-11-22T15:00:00+03:00')).status).toBe(400);
    expect((await app.request(`/api/appointments/${customer.id}`)).status).toBe(401);
  });
});
