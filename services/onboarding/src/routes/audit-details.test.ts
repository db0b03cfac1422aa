/**
 * The audit log keeps no customer's personal data in clear from the leads routes (issue 24 item 4;
 * domain/audit-details.ts), on the real onboarding service (Mongo-wire, S3, Redis): a document
 * download keeps its file name, and a leads CSV export its search text, only as the keyed hash
 * under PRIVACY_HASH_SECRET (the erasure ledger's), which is the same pseudonym the erasure job
 * leaves for that address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAdminToken } from '@cabinetry/shared/server/auth';
import { pseudonymOf } from '@cabinetry/shared/server/erasure';
import { json } from '@cabinetry/shared/testing';
import { leadsQueryAuditDetail } from '../domain/audit-details';
import { type Harness, startCustomer, startHarness, TEST_SECRETS, type TestCustomer, upload } from '../test-harness';

const EMAIL = 'hala.nassar@example.com';
const FILENAME = 'Hala Nassar - kitchen plan.pdf';
const hashOf = (value: string) => pseudonymOf(TEST_SECRETS.privacyHashSecret, value);
const admin = { headers: { authorization: `Bearer ${signAdminToken({ sub: 'staff-1', username: 'admin-user', role: 'admin' }, TEST_SECRETS.jwtSecret, '1h')}` } };

let harness: Harness;
let hala: TestCustomer;

beforeAll(async () => {
  harness = await startHarness();
  hala = await startCustomer(harness.app, {
    customerInfo: { firstName: 'Hala', lastName: 'Nassar', email: EMAIL, phone: '+96171555444', projectAddress: 'Mar Mikhael, Beirut, Lebanon', projectDetails: 'residential', projectTimeline: '3-6months', budget: '25k-50k' },
    projectTypes: { kitchen: true, wardrobe: false },
  });
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
  expect((await upload(harness.app, hala, 'floor-plans', [{ name: FILENAME, data: pdf, type: 'application/pdf' }])).status).toBe(201);
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

describe('audit details of the leads routes', () => {
  it("keep a downloaded document's file name only as its keyed hash", async () => {
    const [doc] = (await json(await harness.app.request(`/api/admin/leads/${hala.id}`, admin))).documents as { id: string; downloadUrl: string }[];
    const res = await harness.app.request(doc.downloadUrl);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const entry = harness.audited.filter((r) => r.action === 'document.download').at(-1);
    expect(entry).toMatchObject({ actor: '(signed link)', target: `lead ${hala.id}`, detail: `document ${doc.id}, name ${hashOf(FILENAME)}` });
    expect(JSON.stringify(entry)).not.toContain('Nassar');
  });

  it("keep a leads export's search text only as its keyed hash, the erasure job's pseudonym of that address", async () => {
    const res = await harness.app.request(`/api/admin/leads/export.csv?q=${encodeURIComponent(EMAIL)}&completed=false`, admin);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(EMAIL);
    const entry = harness.audited.filter((r) => r.action === 'leads.export').at(-1);
    expect(entry?.detail).toBe(`?completed=false&q=${hashOf(EMAIL)}`);
    expect(JSON.stringify(entry)).not.toMatch(/hala|nassar/i);
  });

  it('leave an export without search as it was asked', () => {
    expect(leadsQueryAuditDetail(TEST_SECRETS.privacyHashSecret, '?projectType=kitchen&completed=true')).toBe('?projectType=kitchen&completed=true');
    expect(leadsQueryAuditDetail(TEST_SECRETS.privacyHashSecret, '')).toBe('');
  });
});
