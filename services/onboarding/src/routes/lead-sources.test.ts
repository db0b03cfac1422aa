/**
 * Lead sources (issue 39 item 5) on the real onboarding service (Mongo-wire, Redis, S3; scheduling
 * faked): step 1 stores the first touch and its source on the new customer (never changed by a later
 * save; a bad one refused with nothing stored); staff read them on the lead, filter the list by source,
 * get them in the CSV and the customer's export (and they go with the customer's erasure); staff add walk-in and phone leads (admin and
 * designer, never editor; no twins) and e-mail them the resume link, audited with ids only.
 */
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_DATA_FILE } from '@cabinetry/shared/contracts';
import { INTERNAL_TOKEN_HEADER, signAdminToken } from '@cabinetry/shared/server/auth';
import { NOTIFICATIONS_QUEUE, redisConnection, type NotificationJob, type ResumeLinkJob } from '@cabinetry/shared/server/queues';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { zipEntries } from '@cabinetry/shared/testing/zip';
import { everythingStored, step1 } from '../link-test-support';
import { type Harness, startCustomer, startHarness, TEST_SECRETS } from '../test-harness';

const DESIGNER_ACCOUNT = 'cccccccccccccccccccccc07';
let h: Harness;
let queue: Queue<NotificationJob>;

const as = (role: 'admin' | 'editor' | 'designer') => ({
  authorization: `Bearer ${signAdminToken({ sub: role === 'designer' ? DESIGNER_ACCOUNT : `staff-${role}`, username: `${role}-user`, role }, TEST_SECRETS.jwtSecret, '1h')}`,
});
const get = (path: string, role: 'admin' | 'editor' | 'designer' = 'admin') => h.app.request(path, { headers: as(role) });
const post = (path: string, body: unknown, role: 'admin' | 'editor' | 'designer' = 'admin') => h.app.request(path, jsonInit('POST', body, as(role)));
const lead = async (id: string, role: 'admin' | 'designer' = 'admin') => json(await get(`/api/admin/leads/${id}`, role));
const listed = async (query: string, role: 'admin' | 'designer' = 'admin') => ((await json(await get(`/api/admin/leads?${query}`, role))).items as { id: string; source: string }[]);

/** One CSV line's cells (RFC 4180 quoting). */
const csvCells = (line: string) => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell));

const ad = { utmSource: 'instagram', utmMedium: 'paid-social', utmCampaign: 'winter-kitchens', fbclid: 'IwAR0abc', referrer: 'https://l.instagram.com', landingPath: '/ar/onboarding/step1' };
const walkIn = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Karim',
  lastName: 'Saad',
  email: 'karim.saad@example.com',
  phone: '+961 3123456',
  projectTypes: { kitchen: true, wardrobe: false },
  source: 'walk-in',
  heardFrom: 'walked-by',
  locale: 'fr',
  ...extra,
});

beforeAll(async () => {
  h = await startHarness();
  queue = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(h.redisUrl) });
  h.designerAccounts.set(DESIGNER_ACCOUNT, { designerId: 'dddddddddddddddddddddd07', customerIds: [] });
});
afterAll(async () => {
  await queue?.close();
  await h?.stop();
});

describe('step 1 and the first touch', () => {
  it('stores the first touch and its source on the new customer, and a later save changes neither', async () => {
    const body = step1('first.touch@example.com');
    const customer = await startCustomer(h.app, { ...body, customerInfo: { ...body.customerInfo, heardFrom: 'friend' }, firstTouch: ad });
    expect(await lead(customer.id)).toMatchObject({ source: 'instagram', firstTouch: ad, customerInfo: { heardFrom: 'friend' } });
    const again = await h.app.request(
      '/api/onboarding/step1',
      jsonInit('POST', { ...body, customerInfo: { ...body.customerInfo, heardFrom: 'google' }, firstTouch: { gclid: 'later-click', landingPath: '/onboarding/step1' } }, { cookie: customer.cookie }),
    );
    expect(again.status).toBe(200);
    expect(await lead(customer.id)).toMatchObject({ source: 'instagram', firstTouch: ad, customerInfo: { heardFrom: 'google' } });
  });

  it('counts a customer without a first touch as direct', async () => {
    const customer = await startCustomer(h.app, step1('no.touch@example.com'));
    expect(await lead(customer.id)).toMatchObject({ source: 'direct', firstTouch: null, customerInfo: { heardFrom: '' } });
  });

  it('refuses a first touch out of bounds (400) and stores nothing', async () => {
    const body = step1('bad.touch@example.com');
    for (const firstTouch of [
      { utmSource: 'x'.repeat(501) },
      { utmCampaign: 'line\nbreak' },
      { referrer: 'https://www.google.com/search?q=kitchens' },
      { landingPath: 'onboarding/step1' },
      { email: 'someone@example.com' },
      { utmSource: '' },
    ]) {
      const res = await h.app.request('/api/onboarding/step1', jsonInit('POST', { ...body, firstTouch }));
      expect(res.status, JSON.stringify(firstTouch)).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'invalid_request' });
    }
    const heard = await h.app.request('/api/onboarding/step1', jsonInit('POST', { ...body, customerInfo: { ...body.customerInfo, heardFrom: 'tiktok' } }));
    expect(heard.status).toBe(400);
    expect(await h.conn.collection('customers').countDocuments({ 'customerInfo.email': 'bad.touch@example.com' })).toBe(0);
  });
});

describe("staff's view of sources", () => {
  it('filters the list by source, with the source on each row', async () => {
    const whatsapp = await startCustomer(h.app, { ...step1('wa.lead@example.com'), firstTouch: { ctwaClid: 'ARAkLkA8', landingPath: '/onboarding/step1' } });
    const rows = await listed('source=whatsapp');
    expect(rows.map((r) => [r.id, r.source])).toEqual([[whatsapp.id, 'whatsapp']]);
    const bad = await get('/api/admin/leads?source=tiktok');
    expect(bad.status).toBe(400);
  });

  it('filter by source, and a designer by the leads it added, through indexes', async () => {
    const keys = (await h.conn.collection('customers').indexes()).map((i) => Object.keys(i.key).join(','));
    expect(keys).toEqual(expect.arrayContaining(['source,createdAt,_id', 'createdBy,createdAt,_id']));
  });

  it('writes the source columns in the CSV (labels, the first touch as stored)', async () => {
    await startCustomer(h.app, { ...step1('csv.touch@example.com'), firstTouch: { ...ad, utmTerm: '=HYPERLINK("x")' } });
    const res = await get('/api/admin/leads/export.csv?q=csv.touch');
    expect(res.status).toBe(200);
    const [header, row] = (await res.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n').map(csvCells);
    const cells = header;
    const at = (name: string) => row[cells.indexOf(name)];
    expect(cells.slice(-12)).toEqual([
      'Source',
      'Heard about us',
      'UTM source',
      'UTM medium',
      'UTM campaign',
      'UTM term',
      'UTM content',
      'Referrer',
      'Landing page',
      'Google click id (gclid)',
      'Facebook click id (fbclid)',
      'WhatsApp click id (ctwa_clid)',
    ]);
    expect([at('Source'), at('UTM campaign'), at('Referrer'), at('Landing page'), at('Facebook click id (fbclid)')]).toEqual(['Instagram', 'winter-kitchens', 'https://l.instagram.com', '/ar/onboarding/step1', 'IwAR0abc']);
    // a formula is written as text
    expect(at('UTM term')).toBe(`'=HYPERLINK("x")`);
  });

  it("puts the source and the first touch in the customer's export", async () => {
    const customer = await startCustomer(h.app, { ...step1('export.touch@example.com'), firstTouch: ad });
    const res = await h.app.request(`/api/onboarding/export/${customer.id}`, { headers: { cookie: customer.cookie } });
    expect(res.status).toBe(200);
    const data = JSON.parse((await zipEntries(Buffer.from(await res.arrayBuffer()))).get(EXPORT_DATA_FILE)!.toString('utf8'));
    expect(data.customer).toMatchObject({ source: 'instagram', firstTouch: ad, customerInfo: { heardFrom: '' } });
  });

  it('are erased with the customer', async () => {
    const customer = await startCustomer(h.app, { ...step1('erase.touch@example.com'), firstTouch: { ...ad, utmCampaign: 'erase-me-campaign' } });
    expect(await everythingStored(h.conn)).toContain('erase-me-campaign');
    const erased = await h.app.request(`/internal/customers/${customer.id}`, { method: 'DELETE', headers: { [INTERNAL_TOKEN_HEADER]: TEST_SECRETS.internalToken } });
    expect(erased.status).toBe(200);
    expect(await everythingStored(h.conn)).not.toContain('erase-me-campaign');
  });
});

describe('walk-in and phone leads', () => {
  it('are added by an admin at step 1 with the source set by hand, audited with the id only', async () => {
    const res = await post('/api/admin/leads', walkIn());
    expect(res.status).toBe(201);
    const { id } = await json(res);
    expect(await lead(id)).toMatchObject({
      source: 'walk-in',
      firstTouch: null,
      currentStep: 1,
      locale: 'fr',
      customerInfo: { firstName: 'Karim', email: 'karim.saad@example.com', phone: '+9613123456', heardFrom: 'walked-by' },
      projectTypes: { kitchen: true, wardrobe: false },
    });
    const entry = h.audited.find((r) => r.action === 'lead.create' && r.customerId === id);
    expect(entry).toMatchObject({ target: `lead ${id}`, detail: 'source walk-in', actor: 'admin-user' });
    expect(JSON.stringify(entry)).not.toMatch(/Karim|Saad|karim|3123456/);
  });

  it('refuse a twin: the same mailbox or phone number answers 409 with the lead that has it', async () => {
    const first = await json(await post('/api/admin/leads', walkIn({ email: 'twin@example.com', phone: '+96170111222' })));
    for (const twin of [walkIn({ email: 'Twin@Example.com', phone: '+96170999000' }), walkIn({ email: undefined, phone: '+961 70111222', source: 'phone' })]) {
      const res = await post('/api/admin/leads', twin);
      expect(res.status).toBe(409);
      expect(await json(res)).toMatchObject({ code: 'lead_exists', details: { leadId: first.id } });
    }
  });

  it('refuse bad input (400) and editors (403), and keep nothing', async () => {
    const before = await h.conn.collection('customers').countDocuments();
    for (const body of [walkIn({ source: 'instagram' }), walkIn({ phone: '71123456' }), walkIn({ projectTypes: { kitchen: false, wardrobe: false } }), walkIn({ firstName: ' ' }), walkIn({ createdBy: 'someone' })]) {
      expect((await post('/api/admin/leads', { ...body, email: 'refused@example.com' })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await post('/api/admin/leads', walkIn({ email: 'editor@example.com' }), 'editor')).status).toBe(403);
    expect(await h.conn.collection('customers').countDocuments()).toBe(before);
  });

  it("are a designer's own: listed and readable by the account that added them", async () => {
    const res = await post('/api/admin/leads', walkIn({ email: undefined, phone: '+96176555444', source: 'phone' }), 'designer');
    expect(res.status).toBe(201);
    const { id } = await json(res);
    expect((await listed('', 'designer')).map((r) => r.id)).toEqual([id]);
    expect(await lead(id, 'designer')).toMatchObject({ source: 'phone', customerInfo: { email: '' } });
  });

  it('get the resume link e-mailed in their language; a lead without an address answers 409', async () => {
    const { id } = await json(await post('/api/admin/leads', walkIn({ email: 'link.me@example.com', phone: '+96171000777' })));
    const res = await post(`/api/admin/leads/${id}/resume-link`, {});
    expect(res.status).toBe(202);
    const jobs = async () => (await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).map((j) => j.data).filter((d): d is ResumeLinkJob => d.kind === 'resume-link' && d.customerId === id);
    await expect.poll(async () => (await jobs()).length).toBe(1);
    expect((await jobs())[0].locale).toBeUndefined(); // the worker writes in the customer's stored language (fr)
    expect(h.audited.find((r) => r.action === 'lead.resume-link' && r.customerId === id)).toMatchObject({ target: `lead ${id}` });

    const phoneOnly = await json(await post('/api/admin/leads', walkIn({ email: undefined, phone: '+96171000888', source: 'phone' })));
    const refused = await post(`/api/admin/leads/${phoneOnly.id}/resume-link`, {});
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ code: 'lead_no_email' });
  });

  it("send no link for a lead a designer may not read (404), nor for an editor (403)", async () => {
    const { id } = await json(await post('/api/admin/leads', walkIn({ email: 'not.yours@example.com', phone: '+96171000999' })));
    expect((await post(`/api/admin/leads/${id}/resume-link`, {}, 'designer')).status).toBe(404);
    expect((await post(`/api/admin/leads/${id}/resume-link`, {}, 'editor')).status).toBe(403);
  });
});
