/**
 * Fault tests against the whole system (child processes, real infrastructure), each
 * printing a `faults: ...` count line:
 * - Redis stopped during bookings and restarted: every booking answers 201 and its confirmation
 *   e-mail arrives exactly once (the scheduling outbox and its sweeper);
 * - a service restarted mid-journey: the wizard resumes with the same cookie and nothing is lost;
 * - the MongoDB process killed with -9 after acknowledged writes: none of them is lost.
 * Redis/MongoDB faults are skipped (with the reason) when those are not child processes here. The
 * worker killed mid-job is in faults-worker.test.ts (it waits for BullMQ's 30 s job lock).
 */
import { MongoClient, ObjectId } from 'mongodb';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipBecause } from '@cabinetry/shared/testing';
import { book, newCustomer, type Customer } from './customers';
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

describe('faults', () => {
  it('Redis stopped during bookings and restarted: every confirmation e-mail arrives exactly once', async (ctx) => {
    const redis = f.system.infrastructure.redis;
    if (!redis) return skipBecause(ctx, 'Redis is not a child process here (REDIS_URL or a container): it cannot be stopped');
    const total = 30;
    const customers = await Promise.all(Array.from({ length: total }, (_, i) => newCustomer(f.system.url, `redis-outage-${i}`)));
    const statuses: number[] = [];
    for (const [i, customer] of customers.entries()) {
      if (i === total / 3) await redis.halt();
      if (i === (2 * total) / 3) await redis.resume();
      statuses.push((await book(f.system.url, customer, f.slots.take())).status);
    }
    expect(statuses).toEqual(customers.map(() => 201));

    const counts = async () => {
      const mails = await f.system.mail.messages();
      return customers.map((c) => confirmationsTo(mails, c.email).length);
    };
    // on a timeout the counts below show what is missing
    await eventually('every booking confirmed by e-mail', async () => (await counts()).every((n) => n >= 1), 60_000).catch(() => undefined);
    await eventually('no notification left to send (a duplicate would have been sent by now)', () => notificationsSettled(f.system), 30_000);
    const final = await counts();
    const lost = final.filter((n) => n === 0).length;
    const duplicated = final.reduce((sum, n) => sum + Math.max(0, n - 1), 0);
    console.log(`faults: redis outage: ${total} bookings (${total / 3} while Redis was down), ${final.reduce((a, b) => a + b, 0)} confirmation e-mails, ${lost} lost, ${duplicated} duplicated`);
    expect({ lost, duplicated, crash: f.crash() }).toEqual({ lost: 0, duplicated: 0, crash: undefined });
  }, 120_000);

  it('a service restarted mid-journey: the wizard resumes with the same cookie and nothing is lost', async () => {
    const customer = await newCustomer(f.system.url, 'mid-journey');
    const post = (path: string, body: unknown) =>
      api(path, { method: 'POST', headers: { 'content-type': 'application/json', cookie: customer.cookie }, body: JSON.stringify(body) });
    expect((await post(urlOf('saveStep2', { params: { customerId: customer.customerId } }), { designPreferences: { styles: ['1'], colorPalettes: ['2'] } })).status).toBe(200);

    await f.system.restartService('onboarding');
    await f.system.restartService('catalogue');

    const selections = { kitchen: { lowerCabinets: ['1'], upperCabinets: [], tallCabinets: [], countertops: ['2'] } };
    expect((await post(urlOf('saveStep3', { params: { customerId: customer.customerId } }), { materialSelections: selections })).status).toBe(200);
    const form = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#864' } }).png().toBuffer();
    form.append('files', new File([new Uint8Array(png)], 'kitchen-plan.png', { type: 'image/png' }));
    form.append('fileCategory', 'inspiration');
    form.append('notes', 'Resumed after a restart');
    const upload = await api(urlOf('saveStep4', { params: { customerId: customer.customerId } }), { method: 'POST', body: form, headers: { cookie: customer.cookie } });
    expect(upload.status).toBe(201);
    const [document] = ((await upload.json()) as { uploadedFiles: { id: string }[] }).uploadedFiles;
    const appointmentDate = f.slots.take();
    const booked = await book(f.system.url, customer, appointmentDate);
    expect(booked.status).toBe(201);
    const appointment = { appointmentType: 'in-person', appointmentDate, customerId: customer.customerId };
    expect((await post(urlOf('saveStep5', { params: { customerId: customer.customerId } }), appointment)).status).toBe(200);
    expect((await api(urlOf('listPublicStyles'))).status).toBe(200);

    const documents = (await (await api(urlOf('listDocuments', { params: { customerId: customer.customerId } }), { headers: { cookie: customer.cookie } })).json()) as { id: string }[];
    const { appointments } = (await (await api(urlOf('listCustomerAppointments', { params: { customerId: customer.customerId } }), { headers: { cookie: customer.cookie } })).json()) as { appointments: { id: string }[] };
    const lead = (await (await api(urlOf('getLead', { params: { id: customer.customerId } }), { headers: { authorization: `Bearer ${f.adminToken}` } })).json()) as Record<string, unknown>;
    console.log(`faults: service restart mid-journey: onboarding and catalogue restarted after step 2, steps 3-5 answered 2xx, ${documents.length} document, ${appointments.length} appointment, 0 lost`);
    expect(documents.map((d) => d.id)).toEqual([document.id]);
    expect(appointments.map((a) => a.id)).toEqual([((await booked.json()) as { id: string }).id]);
    expect(lead).toMatchObject({
      customerInfo: { email: customer.email },
      designPreferences: { styles: ['1'], colorPalettes: ['2'] },
      materialSelections: selections,
      notes: 'Resumed after a restart',
      currentStep: 5,
      isCompleted: true,
    });
    expect(f.crash()).toBeUndefined();
  }, 60_000);

  it('MongoDB killed with -9 after acknowledged writes: none is lost', async (ctx) => {
    const mongo = f.system.infrastructure.mongo;
    if (!mongo) return skipBecause(ctx, 'MongoDB is not a child process here (MONGO_URL, a container or in-process): it cannot be killed');
    const total = 50;
    const customers: Customer[] = [];
    for (let batch = 0; batch < total; batch += 10) {
      customers.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => newCustomer(f.system.url, `acknowledged-${batch + i}`)))));
    }
    await mongo.halt('SIGKILL');
    await mongo.resume();

    const client = await MongoClient.connect(f.system.mongoUrl);
    try {
      const found = await client
        .db('onboarding')
        .collection('customers')
        .countDocuments({ _id: { $in: customers.map((c) => new ObjectId(c.customerId)) } });
      // the services reconnect by themselves: a new write through the API succeeds
      await eventually('a step-1 write after the restart', async () => (await newCustomer(f.system.url, 'after-restart').catch(() => undefined)) !== undefined || undefined, 30_000);
      console.log(`faults: store killed -9: ${total} acknowledged writes, ${found} found after restart, ${total - found} lost`);
      expect(found).toBe(total);
      expect(f.crash()).toBeUndefined();
    } finally {
      await client.close();
    }
  }, 90_000);
});
