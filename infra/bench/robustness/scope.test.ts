/**
 * The reach of a designer account and of the e-mailed manage link (issue 34 items 4 and 5), through
 * the gateway of a whole system with the default limits. Prints ONE line of figures after the tests
 * (`figure(name, value)` adds one), each with a test that fails when it regresses:
 * - foreign items a designer can list: another designer's customer id, appointment id or customer
 *   address found in the answers of every route a designer reads, with them in every filter
 *   (@cabinetry/local/system probeDesignerScope): 0;
 * - files in a manage-link export: the customer's uploaded files a manage link downloads (its ZIP's
 *   files/ entries; refused: 0), beside what the customer's own session downloads (their file);
 * - manage-link calls answered after a cancellation (GET, DELETE, reschedule): 0.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY_RULES } from '@cabinetry/shared/contracts';
import { zipEntries } from '@cabinetry/shared/testing/zip';
import { bookForeignAndOwn, probeDesignerScope, type RunningSystem, startSystem } from '@cabinetry/local/system';
import { book, freeSlots, newCustomer } from './customers';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let system: RunningSystem;
let dataDir: string;
const figures: Record<string, string | number> = {};

/** Records one figure of the printed line. */
const figure = (name: string, value: string | number) => (figures[name] = value);

const PASSWORD = 'scope figures password';
const send = async (path: string, body: unknown, token?: string, method = 'POST') =>
  fetch(`${system.url}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
const login = async (username: string) => ((await (await send(urlOf('login'), { username, password: PASSWORD })).json()) as { token: string }).token;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cabinetry-scope-'));
  system = await startSystem({ dataDir, build: false, log: () => {} });
});

afterAll(async () => {
  console.log(`scope figures: ${Object.entries(figures).map(([name, value]) => `${name} ${value}`).join(' · ')}`);
  await system?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a designer account', () => {
  it('lists no item of another designer, whatever filter names it', async () => {
    expect((await send(urlOf('setup'), { username: 'owner', email: 'owner@example.com', firstName: 'O', lastName: 'Wner', password: PASSWORD, confirmPassword: PASSWORD })).status).toBe(201);
    const admin = await login('owner');
    const account = await send(urlOf('createUser'), { username: 'rima', email: 'rima@example.com', role: 'designer', isActive: true, password: PASSWORD, confirmPassword: PASSWORD }, admin);
    const staffUserId = ((await account.json()) as { id: string }).id;
    const body = { displayName: 'Rima', email: 'rima.designer@example.com', languages: ['en'], weeklyHours: DEFAULT_AVAILABILITY_RULES.weeklyHours, daysOff: [], isActive: true, staffUserId };
    const rima = (await (await send(urlOf('createDesigner'), body, admin)).json()) as { id: string };
    const { foreign } = await bookForeignAndOwn(system, admin, { id: rima.id, body });

    const probes = await probeDesignerScope(system.url, await login('rima'), foreign);
    const leaked = probes.reduce((sum, p) => sum + p.leaked.length, 0);
    figure('foreign items a designer can list', leaked);
    figure('designer reads probed', probes.length);
    expect(probes.filter((p) => p.leaked.length)).toEqual([]);
    expect(probes.filter((p) => p.status === 200).length).toBeGreaterThan(5);
  }, 120_000);
});

describe('the manage link', () => {
  it('downloads no file of the customer; their own session does', async () => {
    const slots = await freeSlots(system.url); // after the designers' bookings
    const customer = await newCustomer(system.url, 'scope.export');
    const form = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#8b5a2b' } }).png().toBuffer();
    form.append('files', new File([new Uint8Array(png)], 'plan.png', { type: 'image/png' }));
    form.append('fileCategory', 'floor-plans');
    expect((await fetch(`${system.url}${urlOf('saveStep4', { params: { customerId: customer.customerId } })}`, { method: 'POST', body: form, headers: { cookie: customer.cookie } })).status).toBe(201);
    // more than the change notice ahead, whatever the hour the test runs: the link cancels it below
    expect((await book(system.url, customer, slots.takeAfter(26))).status).toBe(201);
    const mail = await system.mail.waitFor((m) => m.to.includes(customer.email), 30_000);
    const token = /\/appointment\/([\w.-]+)/.exec(mail.text)![1];

    const filesIn = async (res: Response) => {
      if (res.status !== 200 || !res.headers.get('content-type')?.includes('zip')) return 0;
      return [...(await zipEntries(Buffer.from(await res.arrayBuffer()))).keys()].filter((name) => name.startsWith('files/')).length;
    };
    // eslint-disable-next-line no-restricted-syntax -- a manage link's export is no route: it must not download the customer's files
    const byLink = await fetch(`${system.url}/api/appointments/manage/${token}/export`);
    const bySession = await fetch(`${system.url}${urlOf('exportCustomerData', { params: { customerId: customer.customerId } })}`, { headers: { cookie: customer.cookie } });
    const linkFiles = await filesIn(byLink);
    figure('files in a manage-link export', `${linkFiles} (${byLink.status}; the session's: ${await filesIn(bySession)})`);
    expect(linkFiles).toBe(0);
    expect(byLink.status).toBe(404);

    // once cancelled through it, the link answers nothing
    expect((await fetch(`${system.url}${urlOf('cancelManagedAppointment', { params: { token } })}`, { method: 'DELETE' })).status).toBe(200);
    const after = await Promise.all([
      fetch(`${system.url}${urlOf('getManagedAppointment', { params: { token } })}`),
      fetch(`${system.url}${urlOf('cancelManagedAppointment', { params: { token } })}`, { method: 'DELETE' }),
      fetch(`${system.url}${urlOf('rescheduleManagedAppointment', { params: { token } })}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ appointmentDate: slots.take() }) }),
    ]);
    const answered = after.filter((res) => res.ok).length;
    figure('manage-link calls answered after a cancellation', `${answered}/${after.length}`);
    expect(after.map((res) => res.status)).toEqual([410, 410, 410]);
  }, 120_000);
});
