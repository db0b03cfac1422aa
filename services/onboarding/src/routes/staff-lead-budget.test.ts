/**
 * The staff-leads budget (issue 39 item 5) with the real budgets scaled by 0.1 (12 a client IP and
 * hour): adding leads and sending them links spend one budget per client, refused with 429 before
 * anything is read or written; another client keeps its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAdminToken } from '@cabinetry/shared/server/auth';
import { fromAddress, json, jsonInit } from '@cabinetry/shared/testing';
import { type Harness, startHarness, TEST_SECRETS } from '../test-harness';

let harness: Harness;
const auth = { authorization: `Bearer ${signAdminToken({ sub: 'staff-1', username: 'admin-user', role: 'admin' }, TEST_SECRETS.jwtSecret, '1h')}` };
const sendLink = (ip: string) => harness.app.request('/api/admin/leads/aaaaaaaaaaaaaaaaaaaaaaaa/resume-link', jsonInit('POST', {}, auth), fromAddress(ip));
const addLead = (ip: string) =>
  harness.app.request(
    '/api/admin/leads',
    jsonInit('POST', { firstName: 'Karim', lastName: 'Saad', phone: '+9613123456', projectTypes: { kitchen: true, wardrobe: false }, source: 'phone' }, auth),
    fromAddress(ip),
  );

beforeAll(async () => {
  harness = await startHarness({ rateLimitMultiplier: 0.1 });
});
afterAll(() => harness?.stop());

describe("the staff-leads budget", () => {
  it('refuses the 13th call of the hour from one client, links and new leads alike, and stores nothing', async () => {
    for (let i = 0; i < 12; i++) expect((await sendLink('192.0.2.10')).status).toBe(404);
    const refused = await addLead('192.0.2.10');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await json(refused)).toMatchObject({ code: 'rate_limited' });
    expect(await harness.conn.collection('customers').countDocuments()).toBe(0);
    expect((await addLead('192.0.2.11')).status).toBe(201);
  });
});
