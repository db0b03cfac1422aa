/**
 * The pipeline board and the estimated value on the real onboarding service, scheduling faked
 * (issue 39 item 6): columns per stage with their counts and value sums, the filters (owner, source,
 * project type, budget, validated), the scope per role, the per-column cursor, moving a card (the
 * lead's stage change, with its audit), and the value's validation, audit, JSON and export.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Types } from 'mongoose';
import { signAdminToken } from '@cabinetry/shared/server/auth';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { zipEntries } from '@cabinetry/shared/testing/zip';
import { BOARD_COLUMN_PAGE, type BoardResponse, EXPORT_DATA_FILE, LEAD_STAGES, type LeadDetail, type LeadPipeline } from '@cabinetry/shared/contracts';
import { type Harness, startCustomer, startHarness, TEST_SECRETS } from '../test-harness';

const DESIGNER_ACCOUNT = 'cccccccccccccccccccccc07';
const NOUR = { id: 'dddddddddddddddddddddd21', name: 'Nour' };
const KARIM = { id: 'dddddddddddddddddddddd22', name: 'Karim' };
type Role = 'admin' | 'designer' | 'editor';
let h: Harness;

const token = (role: Role) => `Bearer ${signAdminToken({ sub: role === 'designer' ? DESIGNER_ACCOUNT : `staff-${role}`, username: `${role}-user`, role }, TEST_SECRETS.jwtSecret, '1h')}`;
const as = (role: Role, init: RequestInit = {}) => ({ ...init, headers: { ...(init.headers as Record<string, string>), authorization: token(role) } });
const send = (method: string, path: string, body: unknown, role: Role = 'admin') => h.app.request(path, as(role, jsonInit(method, body)));
const board = async (query = '', role: Role = 'admin'): Promise<BoardResponse> => {
  const res = await h.app.request(`/api/admin/leads/board${query}`, as(role));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)) as BoardResponse;
};
const column = (b: BoardResponse, stage: string) => b.columns.find((c) => c.stage === stage)!;
const ids = (b: BoardResponse, stage: string) => column(b, stage).cards.map((c) => c.id);

/** A lead made through step 1 (owned by Nour, the fake scheduling's first active designer), answered once its owner is set. */
async function newLead(email: string, { kitchen = true, budget = '25k-50k' } = {}): Promise<string> {
  const { id } = await startCustomer(h.app, {
    customerInfo: { firstName: 'Rana', lastName: email.split('@')[0], email, phone: '+96171123456', projectAddress: '', projectDetails: 'residential', projectTimeline: '3-6months', budget },
    projectTypes: { kitchen, wardrobe: !kitchen },
  });
  await vi.waitFor(async () => {
    const lead = (await json(await h.app.request(`/api/admin/leads/${id}`, as('admin')))) as LeadDetail;
    if (!lead.pipeline.owner) throw new Error('no owner yet');
  }, { timeout: 15_000, interval: 100 });
  return id;
}

beforeAll(async () => {
  h = await startHarness();
  h.activeDesigners.push(NOUR, KARIM);
});
afterAll(async () => {
  await h?.stop();
});

describe('the board', () => {
  let kitchen: string;
  let wardrobe: string;
  let karims: string;

  beforeAll(async () => {
    kitchen = await newLead('kitchen@example.com', { budget: '50k-100k' });
    wardrobe = await newLead('wardrobe@example.com', { kitchen: false, budget: 'under10k' });
    karims = await newLead('karim@example.com');
    expect((await send('PUT', `/api/admin/leads/${karims}/owner`, { designerId: KARIM.id })).status).toBe(200);
    expect((await send('PUT', `/api/admin/leads/${kitchen}/value`, { estimatedValue: 42_000 })).status).toBe(200);
    expect((await send('PUT', `/api/admin/leads/${karims}/value`, { estimatedValue: 8_000 })).status).toBe(200);
    await h.conn.collection('customers').updateOne({ _id: new Types.ObjectId(wardrobe) }, { $set: { source: 'instagram' } });
  });

  it('answers every stage in order with its count, value sum and cards (id, name, type, budget, source, owner, value, flags)', async () => {
    const b = await board();
    expect(b.columns.map((c) => c.stage)).toEqual([...LEAD_STAGES]);
    expect(column(b, 'new')).toMatchObject({ count: 3, valueSum: 50_000, next: null });
    expect(column(b, 'won')).toMatchObject({ count: 0, valueSum: 0, cards: [] });
    // newest first
    expect(ids(b, 'new')).toEqual([karims, wardrobe, kitchen]);
    expect(column(b, 'new').cards[2]).toMatchObject({
      id: kitchen,
      name: 'Rana kitchen',
      projectTypes: { kitchen: true, wardrobe: false },
      budget: '50k-100k',
      owner: NOUR,
      estimatedValue: 42_000,
      overdue: false,
      stale: false,
      nextActionDue: null,
    });
    expect(column(b, 'new').cards[1]).toMatchObject({ source: 'instagram', estimatedValue: null });
  });

  it('filters by owner, source, project type and budget, and refuses what the list would refuse', async () => {
    expect(ids(await board(`?owner=${KARIM.id}`), 'new')).toEqual([karims]);
    expect(column(await board(`?owner=${KARIM.id}`), 'new')).toMatchObject({ count: 1, valueSum: 8_000 });
    expect(ids(await board('?owner=none'), 'new')).toEqual([]);
    expect(ids(await board('?source=instagram'), 'new')).toEqual([wardrobe]);
    expect(ids(await board('?projectType=wardrobe'), 'new')).toEqual([wardrobe]);
    expect(ids(await board('?projectType=kitchen&budget=50k-100k'), 'new')).toEqual([kitchen]);
    for (const bad of ['?budget=lots', '?owner=karim', '?source=tv', '?projectType=bathroom', '?sort=value', '?cursor=1_aaaaaaaaaaaaaaaaaaaaaaaa', '?stage=new&cursor=yesterday', '?stage=open']) {
      const res = await h.app.request(`/api/admin/leads/board${bad}`, as('admin'));
      expect(res.status, bad).toBe(400);
      expect(((await json(res)) as { code: string }).code, bad).toBe('invalid_request');
    }
  });

  it('moves a card through the stage change: the columns, the lead’s log and the audit follow', async () => {
    const res = await send('POST', `/api/admin/leads/${kitchen}/stage`, { stage: 'quoted' });
    expect(res.status).toBe(200);
    const b = await board();
    expect(ids(b, 'quoted')).toEqual([kitchen]);
    expect(column(b, 'quoted')).toMatchObject({ count: 1, valueSum: 42_000 });
    expect(column(b, 'new')).toMatchObject({ count: 2, valueSum: 8_000 });
    const lead = (await json(await h.app.request(`/api/admin/leads/${kitchen}`, as('admin')))) as LeadDetail;
    expect(lead.activities[0]).toMatchObject({ kind: 'stage', from: 'new', to: 'quoted', by: 'admin-user' });
    expect(h.audited).toContainEqual(expect.objectContaining({ actor: 'admin-user', action: 'lead.stage', detail: 'new → quoted', customerId: kitchen }));
  });

  it('is scoped like the list: a designer sees and moves only its own leads; an editor nothing', async () => {
    h.designerAccounts.set(DESIGNER_ACCOUNT, { designerId: KARIM.id, customerIds: [] });
    const mine = await board('', 'designer');
    expect(mine.columns.flatMap((c) => c.cards.map((card) => card.id))).toEqual([karims]);
    expect(column(mine, 'new')).toMatchObject({ count: 1, valueSum: 8_000 });
    // naming another owner does not widen the scope
    expect(column(await board(`?owner=${NOUR.id}`, 'designer'), 'quoted').count).toBe(0);
    expect((await send('POST', `/api/admin/leads/${wardrobe}/stage`, { stage: 'contacted' }, 'designer')).status).toBe(404);
    expect((await send('POST', `/api/admin/leads/${karims}/stage`, { stage: 'contacted' }, 'designer')).status).toBe(200);
    expect((await h.app.request('/api/admin/leads/board', as('editor'))).status).toBe(403);
    // a customer whose appointment is the designer's is theirs too, in the cards and in the totals
    h.designerAccounts.set(DESIGNER_ACCOUNT, { designerId: KARIM.id, customerIds: [kitchen] });
    expect(column(await board('', 'designer'), 'quoted')).toMatchObject({ count: 1, valueSum: 42_000, cards: [expect.objectContaining({ id: kitchen })] });
    h.designerAccounts.delete(DESIGNER_ACCOUNT);
    const unlinked = await h.app.request('/api/admin/leads/board', as('designer'));
    expect(unlinked.status).toBe(403);
    expect(((await json(unlinked)) as { code: string }).code).toBe('designer_unlinked');
  });
});

describe('a column’s next pages', () => {
  it('continue after the cursor without overlap until none is left; a cursor needs its stage', async () => {
    // 45 won leads, two of them created at the same instant (the _id breaks the tie)
    const base = Date.parse('2026-01-10T08:00:00Z');
    const docs = Array.from({ length: 45 }, (_, i) => ({
      _id: new Types.ObjectId(),
      customerInfo: { firstName: 'Won', lastName: String(i) },
      projectTypes: { kitchen: true, wardrobe: false },
      stage: 'won',
      owner: { id: KARIM.id, name: KARIM.name },
      estimatedValue: 1_000,
      source: 'google',
      createdAt: new Date(base + Math.min(i, 44 - 1) * 60_000),
      updatedAt: new Date(base),
    }));
    await h.conn.collection('customers').insertMany(docs);
    const seen: string[] = [];
    let first = column(await board('?source=google'), 'won');
    expect(first).toMatchObject({ count: 45, valueSum: 45_000 });
    expect(first.cards).toHaveLength(BOARD_COLUMN_PAGE);
    seen.push(...first.cards.map((c) => c.id));
    while (first.next) {
      const page = await board(`?source=google&stage=won&cursor=${first.next}`);
      expect(page.columns.map((c) => c.stage)).toEqual(['won']);
      first = page.columns[0];
      expect(first.count).toBe(45);
      seen.push(...first.cards.map((c) => c.id));
    }
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    // newest first: the order of createdAt, then _id, both descending
    const expected = [...docs].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b._id.toString().localeCompare(a._id.toString())).map((d) => d._id.toString());
    expect(seen).toEqual(expected);
    const res = await h.app.request(`/api/admin/leads/board?cursor=${first.cards[0].createdAt}`, as('admin'));
    expect(res.status).toBe(400);
    const orphan = await h.app.request(`/api/admin/leads/board?cursor=${Date.now()}_${'a'.repeat(24)}`, as('admin'));
    expect(orphan.status).toBe(400);
  });
});

describe('the estimated value', () => {
  it('takes whole dollars from 0 to 10,000,000 or null, audited with the amounts, on the lead’s JSON and in its export', async () => {
    const { id, cookie } = await startCustomer(h.app, {
      customerInfo: { firstName: 'Maya', lastName: 'Value', email: 'value@example.com', phone: '+96171000111', projectAddress: '', projectDetails: 'residential', projectTimeline: '3-6months', budget: '25k-50k' },
      projectTypes: { kitchen: true, wardrobe: false },
    });
    for (const bad of [-1, 10_000_001, 12.5, '25000', true]) {
      const res = await send('PUT', `/api/admin/leads/${id}/value`, { estimatedValue: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(((await json(res)) as { code: string }).code).toBe('invalid_request');
    }
    expect((await send('PUT', `/api/admin/leads/${id}/value`, {})).status).toBe(400);
    expect((await send('PUT', `/api/admin/leads/${id}/value`, { estimatedValue: 5, extra: 1 })).status).toBe(400);
    const set = await send('PUT', `/api/admin/leads/${id}/value`, { estimatedValue: 10_000_000 });
    expect(((await json(set)) as LeadPipeline).estimatedValue).toBe(10_000_000);
    expect(h.audited).toContainEqual(expect.objectContaining({ actor: 'admin-user', action: 'lead.value', target: `lead ${id}`, customerId: id, detail: 'USD — → 10000000' }));
    expect((await send('PUT', `/api/admin/leads/${id}/value`, { estimatedValue: 0 })).status).toBe(200);
    expect(h.audited).toContainEqual(expect.objectContaining({ action: 'lead.value', detail: 'USD 10000000 → 0' }));
    // no personal data in the audit record
    expect(JSON.stringify(h.audited.filter((a) => a.action === 'lead.value'))).not.toMatch(/Maya|value@example/);
    expect(((await json(await h.app.request(`/api/admin/leads/${id}`, as('admin')))) as LeadDetail).pipeline.estimatedValue).toBe(0);

    const exported = await h.app.request(`/api/onboarding/export/${id}`, { headers: { cookie } });
    const data = JSON.parse((await zipEntries(Buffer.from(await exported.arrayBuffer()))).get(EXPORT_DATA_FILE)!.toString('utf8'));
    expect(data.pipeline.estimatedValue).toBe(0);

    expect((await send('PUT', `/api/admin/leads/${id}/value`, { estimatedValue: null })).status).toBe(200);
    expect(((await json(await h.app.request(`/api/admin/leads/${id}`, as('admin')))) as LeadDetail).pipeline.estimatedValue).toBeNull();
    expect((await send('PUT', `/api/admin/leads/${'e'.repeat(24)}/value`, { estimatedValue: 1 })).status).toBe(404);
  });

  it('is set by admins and the lead’s owner only', async () => {
    const own = await newLead('own-value@example.com');
    const other = await newLead('other-value@example.com');
    await send('PUT', `/api/admin/leads/${own}/owner`, { designerId: KARIM.id });
    h.designerAccounts.set(DESIGNER_ACCOUNT, { designerId: KARIM.id, customerIds: [] });
    try {
      expect((await send('PUT', `/api/admin/leads/${own}/value`, { estimatedValue: 30_000 }, 'designer')).status).toBe(200);
      expect((await send('PUT', `/api/admin/leads/${other}/value`, { estimatedValue: 30_000 }, 'designer')).status).toBe(404);
      expect((await send('PUT', `/api/admin/leads/${own}/value`, { estimatedValue: 1 }, 'editor')).status).toBe(403);
      expect(((await json(await h.app.request(`/api/admin/leads/${other}`, as('admin')))) as LeadDetail).pipeline.estimatedValue).toBeNull();
    } finally {
      h.designerAccounts.delete(DESIGNER_ACCOUNT);
    }
  });
});
