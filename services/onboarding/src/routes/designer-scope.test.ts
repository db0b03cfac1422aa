/**
 * A designer account's scope over the leads (issue 34 item 4), on the real onboarding service with
 * scheduling faked: the customers of the designer linked to the account now are all it lists,
 * whatever filter names another designer's customer (their address in `q`, their project type,
 * budget, timeline, a wide range of days, all at once); another's lead is 404; an admin's filters
 * are unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAdminToken } from '@cabinetry/shared/server/auth';
import { json } from '@cabinetry/shared/testing';
import { type Harness, startCustomer, startHarness, TEST_SECRETS, type TestCustomer } from '../test-harness';

const DESIGNER_ACCOUNT = 'cccccccccccccccccccccc01';
let h: Harness;
let own: TestCustomer;
let foreign: TestCustomer;

const step1 = (email: string, budget: string) => ({
  customerInfo: { firstName: 'Lina', lastName: 'Haddad', email, phone: '+96171123999', projectAddress: '', projectDetails: 'residential', projectTimeline: '3-6months', budget },
  projectTypes: { kitchen: true, wardrobe: false },
});
const as = (role: 'admin' | 'designer') => ({
  headers: { authorization: `Bearer ${signAdminToken({ sub: role === 'designer' ? DESIGNER_ACCOUNT : 'staff-1', username: `${role}-user`, role }, TEST_SECRETS.jwtSecret, '1h')}` },
});
const listed = async (role: 'admin' | 'designer', query: string) => {
  const res = await h.app.request(`/api/admin/leads?${query}`, as(role));
  expect(res.status, query).toBe(200);
  return ((await json(res)) as { items: { id: string }[] }).items.map((l) => l.id);
};

beforeAll(async () => {
  h = await startHarness();
  own = await startCustomer(h.app, step1('own.lead@example.com', '25k-50k'));
  foreign = await startCustomer(h.app, step1('foreign.lead@example.com', '100k+'));
  h.designerAccounts.set(DESIGNER_ACCOUNT, { designerId: 'dddddddddddddddddddddd01', customerIds: [own.id] });
});
afterAll(async () => {
  await h?.stop();
});

describe("a designer account's leads", () => {
  it('are its designer’s customers only, whatever the filters name', async () => {
    for (const query of ['', 'q=foreign.lead%40example.com', 'budget=100k%2B', 'projectType=kitchen&timeline=3-6months', 'from=2000-01-01&to=2099-12-31&pageSize=100', 'q=foreign&budget=100k%2B&from=2000-01-01']) {
      expect((await listed('designer', query)).filter((id) => id !== own.id), query).toEqual([]);
    }
    expect(await listed('designer', 'q=own.lead')).toEqual([own.id]);
    expect((await h.app.request(`/api/admin/leads/${foreign.id}`, as('designer'))).status).toBe(404);
    expect((await h.app.request(`/api/admin/leads/${own.id}`, as('designer'))).status).toBe(200);
  });

  it("leave an admin's filters as they were", async () => {
    expect(await listed('admin', 'q=foreign.lead%40example.com')).toEqual([foreign.id]);
    expect((await listed('admin', '')).sort()).toEqual([own.id, foreign.id].sort());
  });
});
