/**
 * The sales reports on the real onboarding service (issue 39 item 7): a seeded February of leads
 * whose medians and shares are worked out by hand below, the fields the pipeline's actions keep for
 * them (first contact, furthest stage, won), the range rules, who may read them, and both CSVs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAdminToken } from '@cabinetry/shared/server/auth';
import { json, jsonInit } from '@cabinetry/shared/testing';
import type { LeadDetail, PipelineReport } from '@cabinetry/shared/contracts';
import { backfillReportFields } from '../actions/pipeline';
import { customerModel } from '../models/customer';
import { leadActivityModel } from '../models/lead-activity';
import { type Harness, startCustomer, startHarness, TEST_SECRETS } from '../test-harness';

const NOUR = { id: 'dddddddddddddddddddddd21', name: 'Nour' };
const KARIM = { id: 'dddddddddddddddddddddd22', name: 'Karim' };
const MIN = 60_000;
let h: Harness;

const token = (role: 'admin' | 'designer' | 'editor') => `Bearer ${signAdminToken({ sub: `staff-${role}`, username: `${role}-user`, role }, TEST_SECRETS.jwtSecret, '1h')}`;
const get = (path: string, role: 'admin' | 'designer' | 'editor' = 'admin') => h.app.request(path, { headers: { authorization: token(role) } });
const report = async (query: string) => {
  const res = await get(`/api/admin/reports/pipeline${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)) as PipelineReport;
};
const csvLines = async (res: Response) => (await res.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');

/** A lead created at `created` (UTC), first contact due an hour later, contacted `contactedAfter` minutes after creation (null: never). */
const lead = (created: string, contactedAfter: number | null, rest: Record<string, unknown> = {}) => {
  const createdAt = new Date(created);
  return {
    customerInfo: { firstName: 'Seed', lastName: 'Lead', email: `${created.replace(/\W/g, '')}@example.com`, phone: '' },
    createdAt,
    updatedAt: createdAt,
    firstContactDueAt: new Date(createdAt.getTime() + 60 * MIN),
    firstContactAt: contactedAfter === null ? null : new Date(createdAt.getTime() + contactedAfter * MIN),
    lastActivityAt: createdAt,
    stage: 'new',
    reachedStage: 0,
    wonAt: null,
    estimatedValue: null,
    owner: { id: null },
    source: 'google',
    ...rest,
  };
};
const won = (at: string, value: number | null) => ({ stage: 'won', reachedStage: 5, wonAt: new Date(at), estimatedValue: value });

beforeAll(async () => {
  h = await startHarness();
  h.activeDesigners.push(NOUR, KARIM);
  // February 2026 (Beirut: UTC+2). Minutes to first contact: 20, 120, 40, 10, 90 (median 40);
  // on time (within the hour): L1, L3, L5; L4 never contacted (past its deadline).
  await h.conn.collection('customers').insertMany([
    lead('2026-02-02T08:00:00Z', 20, { owner: NOUR, customerInfo: { firstName: 'Layla', lastName: 'One', email: 'l1@example.com', phone: '' }, firstTouch: { utmSource: 'google' }, ...won('2026-02-20T10:00:00Z', 30_000) }), // L1
    lead('2026-02-03T08:00:00Z', 120, { owner: NOUR, stage: 'lost', reachedStage: 2 }), // L2
    // Sunday 22:30 UTC is Monday 00:30 in Beirut: the week of 9 February
    lead('2026-02-08T22:30:00Z', 40, { owner: NOUR, stage: 'contacted', reachedStage: 1, source: 'instagram' }), // L3
    lead('2026-02-04T08:00:00Z', null, { owner: KARIM }), // L4
    lead('2026-02-11T08:00:00Z', 10, { owner: KARIM, stage: 'quoted', reachedStage: 4, source: 'instagram' }), // L5
    lead('2026-02-12T08:00:00Z', 90, { source: null }), // L6: nobody's, from before sources
    // a walk-in added by staff (no deadline: not in the first-contact report), in March
    lead('2026-03-01T08:00:00Z', 0, { firstContactDueAt: null, stage: 'contacted', reachedStage: 1, source: 'walk-in', createdBy: 'staff-admin' }), // L7
    // created in January, won in February without a value; won in April (out of range)
    lead('2026-01-15T08:00:00Z', 5, { owner: KARIM, ...won('2026-02-05T10:00:00Z', null) }), // L8
    lead('2026-01-16T08:00:00Z', 5, { owner: KARIM, source: 'facebook', ...won('2026-04-02T10:00:00Z', 9_000) }), // L9
  ]);
});
afterAll(async () => {
  await h?.stop();
});

describe('GET /api/admin/reports/pipeline', () => {
  it('(a) median time to first contact and share on time, in all, per owner and per Beirut week', async () => {
    const { firstContact, from, to } = await report('?from=2026-02-01&to=2026-03-31');
    expect([from, to]).toEqual(['2026-02-01', '2026-03-31']);
    expect(firstContact.total).toEqual({ leads: 6, contacted: 5, onTime: 3, overdue: 1, onTimeShare: 0.5, medianMinutes: 40 });
    expect(firstContact.byOwner).toEqual([
      { owner: NOUR, leads: 3, contacted: 3, onTime: 2, overdue: 0, onTimeShare: 2 / 3, medianMinutes: 40 },
      { owner: KARIM, leads: 2, contacted: 1, onTime: 1, overdue: 1, onTimeShare: 0.5, medianMinutes: 10 },
      { owner: null, leads: 1, contacted: 1, onTime: 0, overdue: 0, onTimeShare: 0, medianMinutes: 90 },
    ]);
    // Mondays from the week holding 1 February to the one holding 31 March
    expect(firstContact.byWeek.map((w) => w.weekStart)).toEqual(['2026-01-26', '2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30']);
    const week = (monday: string) => firstContact.byWeek.find((w) => w.weekStart === monday);
    expect(week('2026-02-02')).toEqual({ weekStart: '2026-02-02', leads: 3, contacted: 2, onTime: 1, overdue: 1, onTimeShare: 1 / 3, medianMinutes: 70 });
    expect(week('2026-02-09')).toEqual({ weekStart: '2026-02-09', leads: 3, contacted: 3, onTime: 2, overdue: 0, onTimeShare: 2 / 3, medianMinutes: 40 });
    expect(week('2026-01-26')).toEqual({ weekStart: '2026-01-26', leads: 0, contacted: 0, onTime: 0, overdue: 0, onTimeShare: null, medianMinutes: null });
  });

  it('(b) the share of each month’s leads per source reaching each stage, (c) won value per source', async () => {
    const { conversion, wonValue } = await report('?from=2026-02-01&to=2026-03-31');
    expect(conversion).toEqual([
      { month: '2026-02', source: 'google', created: 3, reached: [3, 2, 2, 1, 1, 1] },
      { month: '2026-02', source: 'instagram', created: 2, reached: [2, 2, 1, 1, 1, 0] },
      { month: '2026-02', source: '', created: 1, reached: [1, 0, 0, 0, 0, 0] },
      { month: '2026-03', source: 'walk-in', created: 1, reached: [1, 1, 0, 0, 0, 0] },
    ]);
    // won in the range, whenever created: L1 (30,000) and L8 (no value); L9 was won in April
    expect(wonValue).toEqual([{ source: 'google', won: 2, value: 30_000, withoutValue: 1 }]);
  });

  it('(d) open leads stale now, per owner, most first and nobody’s last on a tie', async () => {
    const { stale } = await report('?from=2026-02-01&to=2026-02-28');
    expect(stale).toEqual([
      { owner: KARIM, count: 2 },
      { owner: null, count: 2 },
      { owner: NOUR, count: 1 },
    ]);
  });

  it('follows the pipeline’s actions: first contact, the furthest stage, won and unwon', async () => {
    const { id } = await startCustomer(h.app, {
      customerInfo: { firstName: 'Rana', lastName: 'Live', email: 'live@example.com', phone: '+96171123456', projectAddress: '', projectDetails: 'residential', projectTimeline: '3-6months', budget: '25k-50k' },
      projectTypes: { kitchen: true, wardrobe: false },
      firstTouch: { utmSource: 'facebook' },
    });
    await expect.poll(async () => ((await json(await get(`/api/admin/leads/${id}`))) as LeadDetail).pipeline.owner).not.toBeNull();
    const send = (path: string, body: unknown) => h.app.request(path, { ...jsonInit('POST', body), headers: { 'content-type': 'application/json', authorization: token('admin') } });
    try {
      h.clock.offsetMs = 30 * MIN;
      expect((await send(`/api/admin/leads/${id}/activities`, { channel: 'call', outcome: 'reached' })).status).toBe(201);
      for (const stage of ['quoted', 'won']) expect((await send(`/api/admin/leads/${id}/stage`, { stage })).status).toBe(200);
      let now = await report('');
      expect(now.firstContact.total).toMatchObject({ leads: 1, contacted: 1 });
      expect(now.firstContact.total.medianMinutes).toBeGreaterThanOrEqual(29.9);
      expect(now.firstContact.total.medianMinutes).toBeLessThan(31);
      expect(now.conversion).toEqual([expect.objectContaining({ source: 'facebook', created: 1, reached: [1, 1, 1, 1, 1, 1] })]);
      expect(now.wonValue).toEqual([{ source: 'facebook', won: 1, value: 0, withoutValue: 1 }]);
      // a won lead moved back is no longer won; the furthest stage it reached stays
      expect((await send(`/api/admin/leads/${id}/stage`, { stage: 'quoted' })).status).toBe(200);
      now = await report('');
      expect(now.wonValue).toEqual([]);
      expect(now.conversion[0].reached).toEqual([1, 1, 1, 1, 1, 1]);
    } finally {
      h.clock.offsetMs = 0;
    }
  });

  it('refuses a range that ends before it starts or spans more than 13 months, and bad dates', async () => {
    for (const query of ['?from=2026-03-01&to=2026-02-28', '?from=2025-01-01&to=2026-02-01', '?from=2026-02-30', '?to=yesterday', '?from=2026-02-01&owner=x']) {
      const res = await get(`/api/admin/reports/pipeline${query}`);
      expect(res.status, query).toBe(400);
      expect(((await json(res)) as { code: string }).code).toBe('invalid_request');
      expect((await get(`/api/admin/reports/pipeline.csv${query}`)).status, query).toBe(400);
    }
    expect((await get('/api/admin/reports/pipeline?from=2025-01-01&to=2026-01-31')).status).toBe(200);
  });

  it('answers admins, and designers their own rows (designer-reports.test.ts); editors and nobody are refused, and the CSV is admins’', async () => {
    for (const path of ['/api/admin/reports/pipeline', '/api/admin/reports/pipeline.csv']) {
      expect((await get(path, 'editor')).status, path).toBe(403);
      expect((await h.app.request(path)).status, path).toBe(401);
    }
    expect((await get('/api/admin/reports/pipeline.csv', 'designer')).status).toBe(403);
    // a designer account linked to no designer has no leads to report on
    const unlinked = await get('/api/admin/reports/pipeline', 'designer');
    expect([unlinked.status, ((await json(unlinked)) as { code: string }).code]).toEqual([403, 'designer_unlinked']);
  });
});

describe('a designer’s reports', () => {
  /** GET the reports of Feb–Mar 2026 as designer account `sub`. */
  const reportOf = async (sub: string) => {
    const bearer = `Bearer ${signAdminToken({ sub, username: `designer-${sub.slice(-2)}`, role: 'designer' }, TEST_SECRETS.jwtSecret, '1h')}`;
    const res = await h.app.request('/api/admin/reports/pipeline?from=2026-02-01&to=2026-03-31', { headers: { authorization: bearer } });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await json(res)) as PipelineReport;
    return { ...body, conversion: [...body.conversion].sort((a, b) => a.source.localeCompare(b.source)) };
  };

  it('are the reports of the leads their designer owns: their own owner rows, their sources, their won value', async () => {
    const [nourAccount, karimAccount] = ['cccccccccccccccccccccc21', 'cccccccccccccccccccccc22'];
    // Nour also holds an appointment with Karim's lead L4: the reports follow the owner, not the appointment
    const l4 = await h.deps.customers.findOne({ 'customerInfo.email': '20260204T0800000Z@example.com' }, { _id: 1 }).lean();
    h.designerAccounts.set(nourAccount, { designerId: NOUR.id, customerIds: [String(l4?._id)] });
    h.designerAccounts.set(karimAccount, { designerId: KARIM.id, customerIds: [] });

    const nour = await reportOf(nourAccount);
    expect(nour.firstContact.byOwner).toEqual([{ owner: NOUR, leads: 3, contacted: 3, onTime: 2, overdue: 0, onTimeShare: 2 / 3, medianMinutes: 40 }]);
    expect(nour.firstContact.total).toEqual({ leads: 3, contacted: 3, onTime: 2, overdue: 0, onTimeShare: 2 / 3, medianMinutes: 40 });
    expect(nour.conversion).toEqual([
      { month: '2026-02', source: 'google', created: 2, reached: [2, 2, 2, 1, 1, 1] },
      { month: '2026-02', source: 'instagram', created: 1, reached: [1, 1, 0, 0, 0, 0] },
    ]);
    expect(nour.wonValue).toEqual([{ source: 'google', won: 1, value: 30_000, withoutValue: 0 }]);
    expect(nour.stale).toEqual([{ owner: NOUR, count: 1 }]);

    const karim = await reportOf(karimAccount);
    expect(karim.firstContact.byOwner).toEqual([{ owner: KARIM, leads: 2, contacted: 1, onTime: 1, overdue: 1, onTimeShare: 0.5, medianMinutes: 10 }]);
    expect(karim.conversion).toEqual([
      { month: '2026-02', source: 'google', created: 1, reached: [1, 0, 0, 0, 0, 0] },
      { month: '2026-02', source: 'instagram', created: 1, reached: [1, 1, 1, 1, 1, 0] },
    ]);
    expect(karim.wonValue).toEqual([{ source: 'google', won: 1, value: 0, withoutValue: 1 }]);
    expect(karim.stale).toEqual([{ owner: KARIM, count: 2 }]);

    // an admin's reports still hold every owner
    expect((await report('?from=2026-02-01&to=2026-03-31')).firstContact.byOwner.map((r) => r.owner?.name ?? null)).toEqual(['Nour', 'Karim', null]);
  });
});

describe('the CSVs', () => {
  it('the report CSV holds (a) to (c) with labels and shares, and is audited', async () => {
    const res = await get('/api/admin/reports/pipeline.csv?from=2026-02-01&to=2026-03-31');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/sales-reports-2026-02-01-2026-03-31\.csv/);
    const lines = await csvLines(res);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Owner,Leads,Contacted,Contacted on time,"Not contacted, past the deadline",Share on time,Median minutes to first contact',
        'Nour,3,3,2,0,66.7%,40',
        'Nobody,1,1,0,0,0%,90',
        'All owners,6,5,3,1,50%,40',
        '2026-02-09,3,3,2,0,66.7%,40',
        '2026-02,Google,3,2,66.7%,2,66.7%,1,33.3%,1,33.3%,1,33.3%',
        '2026-02,Unknown,1,0,0%,0,0%,0,0%,0,0%,0,0%',
        'Google,2,30000,1',
      ]),
    );
    expect(h.audited).toContainEqual(expect.objectContaining({ actor: 'admin-user', action: 'reports.export', detail: '2026-02-01 to 2026-03-31' }));
  });

  it('the leads CSV has the stage, owner, estimated value and origin of each lead', async () => {
    const [header, row] = (await csvLines(await get('/api/admin/leads/export.csv?q=l1@example.com'))).map((l) => l.split(','));
    const at = (name: string) => row[header.indexOf(name)];
    expect([at('Stage'), at('Owner'), at('Estimated value (USD)'), at('Origin')]).toEqual(['Won', 'Nour', '30000', 'google']);
  });
});

describe('leads stored before the reports', () => {
  it('get their furthest stage and won time from their stage and log, once', async () => {
    const customers = customerModel(h.conn);
    const activities = leadActivityModel(h.conn);
    const [lost, won] = await h.conn.collection('customers').insertMany([{ stage: 'lost', createdAt: new Date() }, { stage: 'won', createdAt: new Date() }]).then((r) => Object.values(r.insertedIds));
    await activities.create([
      { customerId: lost.toString(), kind: 'stage', at: new Date('2026-02-01T10:00:00Z'), from: 'new', to: 'consulted' },
      { customerId: lost.toString(), kind: 'stage', at: new Date('2026-02-02T10:00:00Z'), from: 'consulted', to: 'lost' },
      { customerId: won.toString(), kind: 'stage', at: new Date('2026-02-03T10:00:00Z'), from: 'quoted', to: 'won' },
    ]);
    expect(await backfillReportFields({ customers, activities })).toBe(2);
    const after = await h.conn.collection('customers').find({ _id: { $in: [lost, won] } }).toArray();
    expect(after.map((c) => [c.stage, c.reachedStage, c.wonAt ?? null])).toEqual([
      ['lost', 3, null],
      ['won', 5, new Date('2026-02-03T10:00:00Z')],
    ]);
    expect(await backfillReportFields({ customers, activities })).toBe(0);
  });
});
