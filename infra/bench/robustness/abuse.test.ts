/**
 * Anonymous abuse through the gateway of a whole system with the default limits: what one laptop
 * without an account can do. Prints ONE line of figures after the tests (`figure(name, value)` adds
 * one); each figure has a test that fails when it regresses.
 * The test stands in for a proxy the operator trusts (TRUSTED_PROXIES=loopback for every process),
 * so each scenario sends its own client address in X-Forwarded-For, as separate attackers would be.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSystem, type RunningSystem } from '@cabinetry/local/system';
import { freeSlots, type Customer, type SlotQueue } from './customers';
import { validStep1 } from './routes';

/** Where the local runner sends staff notifications (ADMIN_EMAIL). */
const STAFF = 'admin@cabinetry.local';

let system: RunningSystem;
let dataDir: string;
let slots: SlotQueue;
const figures: Record<string, string | number> = {};

/** Records one figure of the printed line. */
const figure = (name: string, value: string | number) => (figures[name] = value);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cabinetry-abuse-'));
  system = await startSystem({ dataDir, build: false, log: () => {}, env: { TRUSTED_PROXIES: 'loopback' } });
  slots = await freeSlots(system.url);
});

afterAll(async () => {
  console.log(`abuse figures: ${Object.entries(figures).map(([name, value]) => `${name} ${value}`).join(' · ')}`);
  await system?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let lastOctet = 0;
/** A new client address (TEST-NET-3). */
const newClient = () => `203.0.113.${++lastOctet}`;

const post = (path: string, ip: string, body: unknown, cookie = '') =>
  fetch(`${system.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, cookie }, body: JSON.stringify(body) });

/** Step 1 from `ip`; the customer, or the refusal. */
async function step1(ip: string, customerInfo: Partial<ReturnType<typeof validStep1>['customerInfo']> = {}): Promise<Customer | Response> {
  const body = validStep1();
  const res = await post('/api/onboarding/step1', ip, { ...body, customerInfo: { ...body.customerInfo, ...customerInfo } });
  if (res.status !== 201) return res;
  const { customerId } = (await res.json()) as { customerId: string };
  return { customerId, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0], email: customerInfo.email ?? body.customerInfo.email };
}

const isCustomer = (c: Customer | Response): c is Customer => !(c instanceof Response);

const book = (customer: Customer, ip: string, appointmentDate = slots.take()) =>
  post('/api/appointments', ip, { appointmentType: 'in-person', appointmentDate, customerId: customer.customerId }, customer.cookie);

describe('one client address', () => {
  it('creates at most 10 customers in a burst of 60', async () => {
    const ip = newClient();
    const answers = await Promise.all(Array.from({ length: 60 }, () => step1(ip)));
    const created = answers.filter(isCustomer).length;
    figure('customers/IP burst', `${created}/60`);
    expect(created).toBeGreaterThan(0);
    expect(created).toBeLessThanOrEqual(10);
    const refused = answers.find((a): a is Response => !isCustomer(a))!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/try again in/);
  });

  it('books at most 5 slots, and none outside the booking window', async () => {
    const ip = newClient();
    const customers = (await Promise.all(Array.from({ length: 10 }, () => step1(ip)))).filter(isCustomer);
    expect(customers).toHaveLength(10);
    const far = await book(customers[0], newClient(), '2099-03-02T10:00:00+03:00');
    figure('booking in 2099', far.status);
    expect(far.status).toBe(400);
    let booked = 0;
    for (const customer of customers) if ((await book(customer, ip)).status === 201) booked++;
    figure('slots/IP', `${booked}/10`);
    expect(booked).toBeGreaterThan(0);
    expect(booked).toBeLessThanOrEqual(5);
  });
});

describe("a victim's e-mail address", () => {
  it('receives at most 3 e-mails in 8 book/cancel cycles, each from another address', async () => {
    const victim = 'victim@example.com';
    const staffMail = async (subject: RegExp) => (await system.mail.messages()).filter((m) => m.to.includes(STAFF) && subject.test(m.subject));
    for (let i = 0; i < 8; i++) {
      const ip = newClient();
      const customer = await step1(ip, { email: victim, lastName: `Cycle${i}` });
      if (!isCustomer(customer)) throw new Error(`step 1 answered ${customer.status}`);
      const booked = await book(customer, ip);
      expect(booked.status).toBe(201);
      // the confirmation is handled (staff hear of the booking after the customer's e-mail) before the cancellation
      await vi.waitFor(async () => expect(await staffMail(new RegExp(`^New .*Cycle${i},`))).toHaveLength(1), { timeout: 30_000, interval: 200 });
      const { id } = (await booked.json()) as { id: string };
      const cancelled = await fetch(`${system.url}/api/appointments/${id}`, { method: 'DELETE', headers: { 'x-forwarded-for': ip, cookie: customer.cookie } });
      expect(cancelled.status).toBe(200);
    }
    await vi.waitFor(async () => expect(await staffMail(/^Cancelled: .*Cycle\d,/)).toHaveLength(8), { timeout: 30_000, interval: 200 });
    const received = (await system.mail.messages()).filter((m) => m.to.includes(victim)).length;
    figure('e-mails/address in 8 book-cancel cycles', received);
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThanOrEqual(3);
  });
});
