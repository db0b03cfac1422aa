/**
 * Two replicas of the catalogue and of scheduling (separate processes on their own ports, one
 * MongoDB and one Redis): a write handled by one replica is seen by the other within a second, for
 * the public-list cache and for the availability cache alike; through the gateway (whose shared cache
 * may keep a public list one second more) within two.
 */
import { slotAppointmentDate } from '@cabinetry/shared/time';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERVICES, type ServiceSpec } from './services';
import { startSystem, type RunningSystem } from './start-system';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

/** A second process of service `name`, on its own port, with the same environment otherwise. */
function replicaOf(name: string): ServiceSpec {
  const spec = SERVICES.find((s) => s.name === name)!;
  const replica = `${name}-b`;
  return { ...spec, name: replica, env: (ctx) => ({ ...spec.env(ctx), PORT: String(ctx.ports[replica]) }) };
}

let dataDir: string;
let system: RunningSystem;
const output: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'replicas-test-'));
  const gatewayAt = SERVICES.findIndex((s) => s.public);
  const services = [...SERVICES.slice(0, gatewayAt), replicaOf('catalogue'), replicaOf('scheduling'), ...SERVICES.slice(gatewayAt)];
  try {
    system = await startSystem({ dataDir, services, log: (source, line) => output.push(`${source} | ${line}`) });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- service output ---\n${output.slice(-80).join('\n')}`);
  }
});

afterAll(async () => {
  await system?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function adminToken(): Promise<string> {
  const password = 'replica test password';
  const setup = await post(`${system.url}${urlOf('setup')}`, { username: 'owner', email: 'owner@example.com', firstName: 'O', lastName: 'W', password, confirmPassword: password });
  expect(setup.status).toBe(201);
  const login = await post(`${system.url}${urlOf('login')}`, { username: 'owner', password });
  return ((await login.json()) as { token: string }).token;
}

it('an admin change through one catalogue replica reaches the other replica’s public lists within a second, the gateway’s within two', async () => {
  const [a, b] = [system.serviceUrl('catalogue'), system.serviceUrl('catalogue-b')];
  const ids = async (base: string) => ((await (await fetch(`${base}${urlOf('listPublicStyles')}?activeOnly=true`)).json()) as { id: number }[]).map((s) => s.id);
  const before = await ids(b); // b caches the list
  expect(await ids(b)).toEqual(before);
  expect(await ids(system.url)).toEqual(before); // so may the gateway
  const token = await adminToken();
  const removed = await fetch(`${a}${urlOf('deleteStyle', { params: { id: String(before[0]) } })}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  expect(removed.status).toBeLessThan(300);
  await expect.poll(() => ids(b), { timeout: 1_000, interval: 20 }).not.toContain(before[0]);
  await expect.poll(() => ids(system.url), { timeout: 2_000, interval: 20 }).not.toContain(before[0]);
});

it('a booking through one scheduling replica makes the slot unavailable in the other within a second', async () => {
  const [a, b] = [system.serviceUrl('scheduling'), system.serviceUrl('scheduling-b')];
  type Day = { date: string; slots: { time: string; available: boolean }[] };
  const days = async () => (await (await fetch(`${b}${urlOf('getAvailability')}`)).json()) as Day[];
  const day = (await days()).find((d) => d.slots.some((s) => s.available))!; // b caches the answer
  const time = day.slots.find((s) => s.available)!.time;
  const isFree = async () => (await days()).find((d) => d.date === day.date)!.slots.find((s) => s.time === time)!.available;

  const step1 = await post(`${system.url}${urlOf('saveStep1')}`, {
    customerInfo: { firstName: 'Rana', lastName: 'Replica', email: 'rana@example.com', phone: '+96171000000', projectAddress: '', projectDetails: 'residential', projectTimeline: '', budget: '' },
    projectTypes: { kitchen: true, wardrobe: false },
  });
  expect(step1.status).toBe(201);
  const { customerId } = (await step1.json()) as { customerId: string };
  const cookie = (step1.headers.get('set-cookie') ?? '').split(';')[0];
  const booked = await post(`${a}${urlOf('bookAppointment')}`, { appointmentType: 'in-person', appointmentDate: slotAppointmentDate(day.date, time), customerId }, { cookie });
  expect(booked.status).toBe(201);
  await expect.poll(isFree, { timeout: 1_000, interval: 20 }).toBe(false);
});
