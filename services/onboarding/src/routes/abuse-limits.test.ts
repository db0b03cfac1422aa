/**
 * Anonymous-abuse limits of onboarding, with the real budgets scaled by 0.1 (1 new customer and 6
 * upload requests per client IP and hour): new customers and uploads per client IP, and the e-mail
 * address locked while the customer holds an appointment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, fromAddress, json, jsonInit } from '@cabinetry/shared/testing';
import { type Harness, startHarness } from '../test-harness';
import { EMAIL_LOCKED } from './steps';

let harness: Harness;

const step1 = {
  customerInfo: { firstName: 'Rana', lastName: 'Haddad', email: 'rana@example.com', phone: '+96171123456', projectAddress: 'Gemmayze St 12, Lebanon', projectDetails: 'residential', projectTimeline: '3-6months', budget: '25k-50k' },
  projectTypes: { kitchen: true, wardrobe: false },
};
const withEmail = (email: string) => ({ ...step1, customerInfo: { ...step1.customerInfo, email } });

let lastOctet = 0;
/** A fresh client address per call, so each test has its own budgets. */
const newClient = () => `198.51.100.${++lastOctet}`;

let addresses = 0;
/** Step 1 from `ip`; by default as a new customer with an address of their own. */
const postStep1 = (ip: string, body: unknown = withEmail(`rana${++addresses}@example.com`), cookie?: string) =>
  harness.app.request('/api/onboarding/step1', jsonInit('POST', body, cookie ? { cookie } : {}), fromAddress(ip));

beforeAll(async () => {
  harness = await startHarness({ rateLimitMultiplier: 0.1 });
});

afterAll(() => harness?.stop());

describe('per-IP budgets', () => {
  it('refuses a second new customer from one client within the hour, not a re-save or another client', async () => {
    const ip = newClient();
    const first = await postStep1(ip, step1);
    expect(first.status).toBe(201);
    expect((await postStep1(ip, step1, cookieFrom(first))).status).toBe(200);
    const refused = await postStep1(ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await json(refused)).error).toMatch(/^Too many new enquiries from your network\. Please try again in \d+ minutes\.$/);
    expect((await postStep1(newClient())).status).toBe(201);
  });

  it('refuses upload requests over the budget before reading them', async () => {
    const ip = newClient();
    const created = await postStep1(ip);
    const { customerId } = await json(created);
    const send = () => {
      const form = new FormData();
      form.append('files', new File([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))], 'plan.pdf', { type: 'application/pdf' }));
      form.append('fileCategory', 'floor-plans');
      return harness.app.request(`/api/onboarding/step4/${customerId}`, { method: 'POST', body: form, headers: { cookie: cookieFrom(created) } }, fromAddress(ip));
    };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send()).status);
    expect(statuses.slice(0, 6).every((s) => s !== 429)).toBe(true);
    expect(statuses[6]).toBe(429);
  });
});

describe('e-mail address while an appointment is booked', () => {
  it('cannot change while the customer holds an active appointment (409), and can otherwise', async () => {
    const ip = newClient();
    const created = await postStep1(ip, withEmail('locked@example.com'));
    const cookie = cookieFrom(created);
    const { customerId } = await json(created);
    harness.activeAppointments.set(customerId, { id: 'a1', appointmentType: 'in-person', appointmentDate: '2026-12-01T10:00:00+03:00', specialRequests: '' });
    const refused = await postStep1(ip, withEmail('someone.else@example.com'), cookie);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({ error: EMAIL_LOCKED, code: 'email_locked' });
    // the same address, written differently, is no change
    expect((await postStep1(ip, withEmail('Locked@Example.com'), cookie)).status).toBe(200);
    harness.activeAppointments.delete(customerId);
    // moving to another mailbox spends a point of the client's 'customers' budget, as a new customer does: this client's one is spent
    expect((await postStep1(ip, withEmail('someone.else@example.com'), cookie)).status).toBe(429);
    expect((await postStep1(newClient(), withEmail('someone.else@example.com'), cookie)).status).toBe(200);
  });
});
