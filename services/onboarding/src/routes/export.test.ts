/**
 * The customer's data export on the real onboarding service (Mongo-wire, Redis, S3; the real
 * budgets; scheduling's records route faked by the harness): the ZIP's files match the uploads'
 * SHA-256, data.json holds the answers, the appointment and the e-mails; another customer's session
 * cannot export, nor open the other's files (404); the per-customer allowance answers 429 with
 * Retry-After; the admin's export is audited, an editor's refused. And the customer's own uploaded
 * file opens byte-identical.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CustomerRecords, EXPORT_DATA_FILE, EXPORTS_PER_CUSTOMER_PER_HOUR } from '@cabinetry/shared/contracts';
import { signAdminToken } from '@cabinetry/shared/server/auth';
import { fromAddress, json, jsonInit } from '@cabinetry/shared/testing';
import { zipEntries } from '@cabinetry/shared/testing/zip';
import { type Harness, startCustomer, startHarness, TEST_SECRETS, type TestCustomer, upload } from '../test-harness';

let harness: Harness;
let owner: TestCustomer;
let stranger: TestCustomer;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const step1 = (email: string) => ({
  customerInfo: { firstName: 'Maya', lastName: 'Saad', email, phone: '+96171123456', projectAddress: 'Hamra St 3, Lebanon', projectDetails: 'residential', projectTimeline: '3-6months', budget: '25k-50k' },
  projectTypes: { kitchen: true, wardrobe: true },
});

/** A PDF with random bytes after its header (the upload sniffs the type), and a PNG. */
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251))]);
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1c1d50000000049454e44ae426082', 'hex');

let lastOctet = 0;
const newClient = () => `198.51.100.${++lastOctet}`;
const exportAs = (customerId: string, cookie: string | null, ip = newClient()) =>
  harness.app.request(`/api/onboarding/export/${customerId}`, cookie ? { headers: { cookie } } : {}, fromAddress(ip));
const staff = (role: 'admin' | 'editor') => ({ headers: { authorization: `Bearer ${signAdminToken({ sub: 'staff-1', username: `${role}-user`, role }, TEST_SECRETS.jwtSecret, '1h')}` } });

/** The ZIP's entries by name. */
const unzip = async (res: Response) => zipEntries(Buffer.from(await res.arrayBuffer()));

const records: CustomerRecords = {
  appointments: [
    {
      id: '6750c0ffee0000000000abcd',
      appointmentType: 'virtual',
      appointmentDate: '2026-12-02T10:00:00+03:00',
      endDate: '2026-12-02T11:00:00+03:00',
      status: 'confirmed',
      designerName: 'Nour',
      specialRequests: '',
      cancelledBy: null,
    },
  ],
  emails: [{ sentAt: '2026-11-26T08:00:00.000Z', subject: 'Your design consultation is booked: Wednesday, December 2, 2026 at 10:00 (Beirut time)', kind: 'appointment-confirmation' }],
  whatsApp: {
    messages: [{ sentAt: '2026-11-26T09:00:00.000Z', type: 'button', text: 'CONFIRM' }],
    statuses: [{ messageId: 'wamid.confirmation-1', status: 'read', times: { sent: '2026-11-26T08:00:01.000Z', read: '2026-11-26T08:30:00.000Z' }, errorCode: null }],
  },
};

beforeAll(async () => {
  harness = await startHarness({ rateLimitMultiplier: 1 });
  owner = await startCustomer(harness.app, step1('maya@example.com'));
  stranger = await startCustomer(harness.app, step1('someone-else@example.com'));
  const ok = async (res: Response) => expect(res.status, await res.clone().text()).toBeLessThan(300);
  await ok(await harness.app.request(`/api/onboarding/step2/${owner.id}`, jsonInit('POST', { designPreferences: { styles: ['1'], colorPalettes: ['2', '3'] } }, { cookie: owner.cookie })));
  await ok(await upload(harness.app, owner, 'floor-plans', [{ name: 'plan.pdf', data: pdf, type: 'application/pdf' }]));
  await ok(await upload(harness.app, owner, 'inspiration', [{ name: 'idea.png', data: png, type: 'image/png' }]));
  harness.records.set(owner.id, records);
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

describe("the customer's export", () => {
  it('holds data.json (answers, documents, appointment, e-mails) and the uploads byte-identical', async () => {
    const res = await exportAs(owner.id, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const entries = await unzip(res);
    const data = JSON.parse(entries.get(EXPORT_DATA_FILE)!.toString('utf8'));
    expect(data.customer).toMatchObject({
      customerId: owner.id,
      customerInfo: { firstName: 'Maya', email: 'maya@example.com', projectAddress: 'Hamra St 3, Lebanon' },
      projectTypes: { kitchen: true, wardrobe: true },
      designPreferences: { styles: ['1'], colorPalettes: ['2', '3'] },
    });
    expect(data.appointments).toEqual(records.appointments);
    expect(data.emails).toEqual(records.emails);
    // the WhatsApp messages and statuses scheduling holds for the customer's number, asked by its WhatsApp id
    expect(data.whatsApp).toEqual(records.whatsApp);
    expect(harness.recordQueries.filter((q) => q.customerId === owner.id).at(-1)).toEqual({ customerId: owner.id, waIds: '96171123456' });
    expect(data.documents.map((d: { filename: string }) => d.filename)).toEqual(['plan.pdf', 'idea.png']);
    const byName = new Map<string, string>(data.documents.map((d: { filename: string; path: string }) => [d.filename, d.path]));
    expect(sha256(entries.get(byName.get('plan.pdf')!)!)).toBe(sha256(pdf));
    expect(sha256(entries.get(byName.get('idea.png')!)!)).toBe(sha256(png));
    expect([...entries.keys()].sort()).toEqual([EXPORT_DATA_FILE, byName.get('idea.png'), byName.get('plan.pdf')].sort());
  });

  it("refuses without a session (401) and with another customer's session (403)", async () => {
    expect((await exportAs(owner.id, null)).status).toBe(401);
    const other = await exportAs(owner.id, stranger.cookie);
    expect(other.status).toBe(403);
    expect(await json(other)).toMatchObject({ code: 'session_mismatch' });
  });

  it(`answers 429 with Retry-After past ${EXPORTS_PER_CUSTOMER_PER_HOUR} exports of one customer an hour, from any address`, async () => {
    const customer = await startCustomer(harness.app, step1('often@example.com'));
    for (let i = 0; i < EXPORTS_PER_CUSTOMER_PER_HOUR; i++) {
      const res = await exportAs(customer.id, customer.cookie);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const refused = await exportAs(customer.id, customer.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(refused)).toMatchObject({ code: 'rate_limited' });
  });
});

describe("an admin's export of a lead", () => {
  it('is the same ZIP, audited as lead.export; editors are refused', async () => {
    expect((await harness.app.request(`/api/admin/leads/${owner.id}/export`, staff('editor'))).status).toBe(403);
    const res = await harness.app.request(`/api/admin/leads/${owner.id}/export`, staff('admin'));
    expect(res.status).toBe(200);
    const entries = await unzip(res);
    expect(JSON.parse(entries.get(EXPORT_DATA_FILE)!.toString('utf8')).customer.customerId).toBe(owner.id);
    expect(harness.audited.filter((r) => r.action === 'lead.export')).toEqual([expect.objectContaining({ actor: 'admin-user', target: `lead ${owner.id}` })]);
    expect((await harness.app.request('/api/admin/leads/6750c0ffee0000000000abcd/export', staff('admin'))).status).toBe(404);
  });
});

describe("opening one's own uploaded file", () => {
  it('answers the bytes to the owner and 404 to anyone else', async () => {
    const docs = (await json(await harness.app.request(`/api/onboarding/documents/${owner.id}`, { headers: { cookie: owner.cookie } }))) as { id: string; filename: string }[];
    const plan = docs.find((d) => d.filename === 'plan.pdf')!;
    const mine = await harness.app.request(`/api/onboarding/documents/${plan.id}/file`, { headers: { cookie: owner.cookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toContain('attachment; filename="plan.pdf"');
    expect(sha256(Buffer.from(await mine.arrayBuffer()))).toBe(sha256(pdf));
    const theirs = await harness.app.request(`/api/onboarding/documents/${plan.id}/file`, { headers: { cookie: stranger.cookie } });
    expect(theirs.status).toBe(404);
    expect((await harness.app.request(`/api/onboarding/documents/${plan.id}/file`)).status).toBe(401);
    expect((await harness.app.request('/api/onboarding/documents/6750c0ffee0000000000abcd/file', { headers: { cookie: owner.cookie } })).status).toBe(404);
  });
});
