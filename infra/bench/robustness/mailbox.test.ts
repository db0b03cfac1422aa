/**
 * Who owns a mailbox's project (issue 34 item 1), on a whole system through the gateway, the way
 * an attacker with a script would try it: the attacker types the victim's address at step 1 before
 * the victim does and keeps the cookie (two copies of it: a re-saved step 1 signs a second one);
 * the victim, told at step 1 that the address has a project, continues from the e-mailed link on a
 * laptop, then once more on a phone, uploads a plan and books. Every session but the phone's must
 * then be refused on every customer route, in onboarding at once and in scheduling within its
 * cache (CUSTOMER_SESSION_CACHE_MS, 5 s by default). Prints ONE line of figures after the tests
 * (`figure(name, value)` adds one); each figure has a test that fails when it regresses.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningSystem, startSystem } from '@cabinetry/local/system';
import { freeSlots, type SlotQueue } from './customers';
import { validStep1 } from './routes';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let system: RunningSystem;
let dataDir: string;
let slots: SlotQueue;
const figures: Record<string, string | number> = {};

/** Records one figure of the printed line. */
const figure = (name: string, value: string | number) => (figures[name] = value);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cabinetry-mailbox-'));
  system = await startSystem({ dataDir, build: false, log: () => {} });
  slots = await freeSlots(system.url);
});

afterAll(async () => {
  console.log(`mailbox figures: ${Object.entries(figures).map(([name, value]) => `${name} ${value}`).join(' · ')}`);
  await system?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const api = (path: string, init: RequestInit = {}) => fetch(`${system.url}${path}`, init);
const post = (path: string, body: unknown, cookie = '') => api(path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0];
const step1 = (email: string, lastName = 'Haddad') => {
  const body = validStep1();
  return { ...body, customerInfo: { ...body.customerInfo, email, lastName } };
};

/** Asks for a resume link for `email` (unless `asked` already did) and answers the token the newest mail carries. */
async function mailedToken(email: string, seen: Set<string>, asked?: Response): Promise<string> {
  if (!asked) expect((await post(urlOf('requestResumeLink'), { email })).status).toBe(202);
  const mail = await system.mail.waitFor((m) => m.to.includes(email) && m.subject === 'Continue your project' && !seen.has(m.text), 30_000);
  seen.add(mail.text);
  return /\/resume#([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
}

describe('a pre-hijacked project', () => {
  it("ends every session but the redeemer's on every customer route", async () => {
    const victim = 'layla.victim@example.com';
    const seen = new Set<string>();
    const attacker = await post(urlOf('saveStep1'), step1(victim));
    expect(attacker.status).toBe(201);
    const { customerId } = (await attacker.json()) as { customerId: string };
    const attackerCopy = await post(urlOf('saveStep1'), step1(victim), cookieOf(attacker));
    expect(attackerCopy.status).toBe(200);

    // the victim at step 1: the address has a project, a link is e-mailed
    const knocked = await post(urlOf('saveStep1'), step1('Layla.Victim@Example.com'));
    expect(knocked.status).toBe(409);
    const laptopToken = await mailedToken(victim, seen, knocked);
    // the attacker has just been let in by scheduling, which keeps that answer for its cache's life
    expect((await api(urlOf('listCustomerAppointments', { params: { customerId } }), { headers: { cookie: cookieOf(attacker) } })).status).toBe(200);
    const laptop = await post(urlOf('redeemResumeLink'), { token: laptopToken });
    expect(laptop.status).toBe(200);
    const redeemedAt = Date.now();
    const phone = await post(urlOf('redeemResumeLink'), { token: await mailedToken(victim, seen) });
    expect(phone.status).toBe(200);
    const owner = cookieOf(phone);

    const form = new FormData();
    const plan = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ddd' } }).png().toBuffer();
    form.append('files', new File([new Uint8Array(plan)], 'plan.png', { type: 'image/png' }));
    form.append('fileCategory', 'floor-plans');
    expect((await api(urlOf('saveStep4', { params: { customerId } }), { method: 'POST', body: form, headers: { cookie: owner } })).status).toBe(201);
    const [document] = (await (await api(urlOf('listDocuments', { params: { customerId } }), { headers: { cookie: owner } })).json()) as { id: string }[];
    const booked = await post(urlOf('bookAppointment'), { appointmentType: 'in-person', appointmentDate: slots.takeAfter(26), customerId }, owner);
    expect(booked.status).toBe(201);
    const { id: appointmentId } = (await booked.json()) as { id: string };

    /** What an ended session tries, each route a customer session opens (the cancellation last). */
    const attempts = (cookie: string) => [
      () => api(urlOf('listDocuments', { params: { customerId } }), { headers: { cookie } }),
      () => api(urlOf('openDocument', { params: { documentId: document.id } }), { headers: { cookie } }),
      () => api(urlOf('exportCustomerData', { params: { customerId } }), { headers: { cookie } }),
      () => post(urlOf('saveStep1'), step1(victim, 'Attacker'), cookie),
      () => post(urlOf('saveStep2', { params: { customerId } }), { designPreferences: { styles: [], colorPalettes: [] } }, cookie),
      () => api(urlOf('listCustomerAppointments', { params: { customerId } }), { headers: { cookie } }),
      () => post(urlOf('rescheduleAppointment', { params: { id: appointmentId } }), { appointmentDate: slots.takeAfter(26) }, cookie),
      () => api(urlOf('deleteDocument', { params: { documentId: document.id } }), { method: 'DELETE', headers: { cookie } }),
      () => api(urlOf('cancelAppointment', { params: { id: appointmentId } }), { method: 'DELETE', headers: { cookie } }),
    ];
    const ended = [cookieOf(attacker), cookieOf(attackerCopy), cookieOf(laptop)];

    // scheduling trusts onboarding's answer for its cache's life: wait for it, and time it from the first redeem
    const revoked = await vi
      .waitFor(async () => expect((await api(urlOf('listCustomerAppointments', { params: { customerId } }), { headers: { cookie: ended[0] } })).status).toBe(401), { timeout: 15_000, interval: 100 })
      .then(() => true, () => false);
    const delay = Date.now() - redeemedAt;
    figure('revocation delay in scheduling ms', revoked ? delay : 'never');

    let alive = 0;
    const answers: number[] = [];
    for (const cookie of ended) {
      const statuses: number[] = [];
      for (const attempt of attempts(cookie)) statuses.push((await attempt()).status);
      answers.push(...statuses);
      if (statuses.some((s) => s < 400)) alive++;
    }
    figure('sessions alive after a redeem', `${alive}/${ended.length}`);
    figure('ended-session answers', [...new Set(answers)].join(','));
    expect(alive).toBe(0);
    expect(new Set(answers)).toEqual(new Set([401]));
    expect(revoked).toBe(true);
    expect(delay).toBeLessThan(5_000 + 2_000);
    // the owner's session still reads everything and the appointment stands
    const mine = (await (await api(urlOf('listCustomerAppointments', { params: { customerId } }), { headers: { cookie: owner } })).json()) as { appointments: { status: string }[] };
    expect(mine.appointments.map((a) => a.status)).toEqual(['confirmed']);
    expect((await api(urlOf('listDocuments', { params: { customerId } }), { headers: { cookie: owner } })).status).toBe(200);
  });

  it("refuses a draft moving to another customer's mailbox", async () => {
    const holder = await post(urlOf('saveStep1'), step1('holder.mailbox@gmail.com'));
    expect(holder.status).toBe(201);
    const draft = await post(urlOf('saveStep1'), step1('draft.mailbox@example.com'));
    expect(draft.status).toBe(201);
    const moved = await post(urlOf('saveStep1'), step1('HolderMailbox+x@googlemail.com'), cookieOf(draft));
    figure('draft moved to a known mailbox', moved.status);
    expect(moved.status).toBe(409);
    expect(await moved.json()).toMatchObject({ code: 'email_known' });
  });
});
