/**
 * Who owns a mailbox's project (issue 34 item 1), on the real onboarding service (Mongo-wire, Redis,
 * S3): the pre-hijack (an attacker types the victim's address at step 1 first and keeps the cookie;
 * the victim redeems the link e-mailed to them) ends the attacker's session on every customer
 * route; a draft cannot move to an address another customer holds (409 'email_known'); addresses
 * are found by mailbox, the proven record first; records saved before the mailbox existed are
 * backfilled at start.
 */
import { Queue } from 'bullmq';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_LINK_OFFERED } from '@cabinetry/shared/contracts';
import { NOTIFICATIONS_QUEUE, redisConnection, type NotificationJob } from '@cabinetry/shared/server/queues';
import { cookieFrom, fromAddress, json, jsonInit } from '@cabinetry/shared/testing';
import { mailedLinks, newClient, step1, tokenOf } from '../link-test-support';
import { backfillMailboxes, customerModel } from '../models/customer';
import { type Harness, startCustomer, startHarness, upload } from '../test-harness';

let harness: Harness;
let queue: Queue<NotificationJob>;
let resumeJobs: ReturnType<typeof mailedLinks>;
let erasureJobs: ReturnType<typeof mailedLinks>;

const post = (path: string, body: unknown, cookie = '') => harness.app.request(path, jsonInit('POST', body, cookie ? { cookie } : {}), fromAddress(newClient()));
const get = (path: string, cookie: string) => harness.app.request(path, { headers: { cookie } }, fromAddress(newClient()));
const customers = () => customerModel(harness.conn);

beforeAll(async () => {
  harness = await startHarness();
  queue = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(harness.redisUrl) });
  resumeJobs = mailedLinks(queue, 'resume-link', (email) => post('/api/onboarding/resume-links', { email }));
  erasureJobs = mailedLinks(queue, 'erasure-link', (email) => post('/api/onboarding/erasure-links', { email }));
});

afterAll(async () => {
  await queue?.close();
  await harness?.stop();
});

describe('the pre-hijack', () => {
  it("ends the attacker's session on every customer route once the victim redeems the link e-mailed to them", async () => {
    const attacker = await startCustomer(harness.app, step1('victim@example.com'));
    // the victim arrives later, on their own device, with their address spelt their way
    const knocked = await post('/api/onboarding/step1', step1('Victim+kitchen@Example.com'));
    expect(knocked.status).toBe(409);
    expect(await json(knocked)).toEqual({ error: RESUME_LINK_OFFERED, code: 'email_known' });
    const token = tokenOf((await resumeJobs.linkJobs(attacker.id)).at(-1)!);
    const redeemed = await post('/api/onboarding/resume-links/redeem', { token });
    expect(redeemed.status).toBe(200);
    const victim = { id: attacker.id, cookie: cookieFrom(redeemed) };
    const plan = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ccc' } }).png().toBuffer();
    expect((await upload(harness.app, victim, 'floor-plans', [{ name: 'plan.png', data: plan, type: 'image/png' }])).status).toBe(201);
    const [document] = (await json(await get(`/api/onboarding/documents/${victim.id}`, victim.cookie))) as { id: string }[];

    const attempts = [
      get(`/api/onboarding/documents/${victim.id}`, attacker.cookie),
      get(`/api/onboarding/documents/${document.id}/file`, attacker.cookie),
      get(`/api/onboarding/export/${victim.id}`, attacker.cookie),
      post(`/api/onboarding/step2/${victim.id}`, { designPreferences: { styles: [], colorPalettes: [] } }, attacker.cookie),
      post('/api/onboarding/step1', step1('victim@example.com'), attacker.cookie),
      harness.app.request(`/api/onboarding/documents/${document.id}`, { method: 'DELETE', headers: { cookie: attacker.cookie } }, fromAddress(newClient())),
    ];
    const answers = await Promise.all(attempts);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 401));
    for (const answer of answers) expect(await json(answer)).toMatchObject({ code: 'session_ended' });
    // the victim's own session goes on
    expect((await get(`/api/onboarding/documents/${victim.id}`, victim.cookie)).status).toBe(200);
    expect((await customers().findById(victim.id).lean())?.mailboxProvenAt).toBeInstanceOf(Date);
  });

  it('ends every session when the erasure is confirmed from the e-mailed link', async () => {
    const customer = await startCustomer(harness.app, step1('erase-me@example.com'));
    const token = await erasureJobs.mailedToken(customer.id, 'erase-me@example.com');
    expect((await post('/api/onboarding/erasure-links/confirm', { token })).status).toBe(202);
    expect((await get(`/api/onboarding/documents/${customer.id}`, customer.cookie)).status).toBe(401);
  });
});

describe("a draft and another customer's address", () => {
  it("cannot take it at step 1 (409 'email_known', the holder e-mailed a link), however it is spelt, and keeps its own", async () => {
    const holder = await startCustomer(harness.app, step1('holder@gmail.com'));
    const draft = await startCustomer(harness.app, step1('draft@example.com'));
    const before = (await resumeJobs.linkJobs(holder.id)).length;
    const moved = await post('/api/onboarding/step1', step1('Hol.der+x@googlemail.com'), draft.cookie);
    expect(moved.status).toBe(409);
    expect(await json(moved)).toEqual({ error: RESUME_LINK_OFFERED, code: 'email_known' });
    await expect.poll(async () => (await resumeJobs.linkJobs(holder.id)).length).toBe(before + 1);
    expect((await customers().findById(draft.id).lean())?.customerInfo?.email).toBe('draft@example.com');
    // its own address written another way, or a free one, is fine
    expect((await post('/api/onboarding/step1', step1('Draft@Example.com'), draft.cookie)).status).toBe(200);
    expect((await post('/api/onboarding/step1', step1('draft-new@example.com'), draft.cookie)).status).toBe(200);
  });

  it('leaves a proven mailbox unproven once the address moves to another one', async () => {
    const customer = await startCustomer(harness.app, step1('mover@example.com'));
    const token = await resumeJobs.mailedToken(customer.id, 'mover@example.com');
    const session = cookieFrom(await post('/api/onboarding/resume-links/redeem', { token }));
    expect((await customers().findById(customer.id).lean())?.mailboxProvenAt).toBeInstanceOf(Date);
    expect((await post('/api/onboarding/step1', step1('MOVER+x@example.com'), session)).status).toBe(200);
    expect((await customers().findById(customer.id).lean())?.mailboxProvenAt).toBeInstanceOf(Date);
    expect((await post('/api/onboarding/step1', step1('moved@example.com'), session)).status).toBe(200);
    expect(await customers().findById(customer.id).lean()).toMatchObject({ mailbox: 'moved@example.com', mailboxProvenAt: null });
  });
});

describe('an address with several records (saved before the rule)', () => {
  /** Stores a customer as an older version did (no mailbox), created at `createdAt`. */
  const legacy = async (email: string, createdAt: Date, extra: Record<string, unknown> = {}) => {
    const _id = new mongoose.Types.ObjectId();
    await harness.conn.collection('customers').insertOne({ _id, customerInfo: { email, firstName: 'Old' }, currentStep: 2, createdAt, updatedAt: createdAt, ...extra });
    return _id.toString();
  };

  it('gets a mailbox at start (idempotent), and its link goes to the proven record, else the oldest, never a newer draft', async () => {
    const oldest = await legacy('Twice@Example.com', new Date('2026-01-01'));
    const newer = await legacy('twice+b@example.com', new Date('2026-06-01'));
    expect(await backfillMailboxes(customers())).toBeGreaterThanOrEqual(2);
    expect(await backfillMailboxes(customers())).toBe(0);
    expect((await customers().findById(newer).lean())?.mailbox).toBe('twice@example.com');
    const linked = async () => {
      expect((await post('/api/onboarding/resume-links', { email: 'twice@example.com' })).status).toBe(202);
    };
    const before = { oldest: (await resumeJobs.linkJobs(oldest)).length, newer: (await resumeJobs.linkJobs(newer)).length };
    await linked();
    await expect.poll(async () => (await resumeJobs.linkJobs(oldest)).length).toBe(before.oldest + 1);
    // the newer record's owner proves the mailbox: from then on it is theirs
    await customers().updateOne({ _id: newer }, { $set: { mailboxProvenAt: new Date('2026-07-01') } });
    // and a draft made later still does not take it over
    await legacy('twice@example.com', new Date('2026-08-01'), { mailbox: 'twice@example.com' });
    await linked();
    await expect.poll(async () => (await resumeJobs.linkJobs(newer)).length).toBe(before.newer + 1);
    expect((await resumeJobs.linkJobs(oldest)).length).toBe(before.oldest + 1);
  });
});
