/**
 * A designer account's scope wins over every query parameter (issue 34 item 4): asked for another
 * designer's appointments by `designerId`, another designer's customer by `customerId`, any days by
 * `from`/`to`, any status or scope, or all of them at once, GET /api/admin/appointments answers only
 * the appointments of the designer linked to the account now; an admin's filters still work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminAppointmentListResponse, DEFAULT_AVAILABILITY_RULES, type Designer, type DesignerRequest } from '@cabinetry/shared/contracts';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { type Harness, startHarness, type TestCustomer } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

const RIMA_USER = 'bbbbbbbbbbbbbbbbbbbbbbb1';

let h: Harness;
let rima: Designer;
let karim: Designer;
let rimaCustomer: TestCustomer;
let karimCustomer: TestCustomer;
const appt: Record<'rima' | 'karim', string> = { rima: '', karim: '' };

const designerBody = (name: string, staffUserId: string | null): DesignerRequest => ({
  displayName: name,
  email: `${name.toLowerCase()}@ateliercedar.example`,
  languages: ['en'],
  weeklyHours: DEFAULT_AVAILABILITY_RULES.weeklyHours,
  daysOff: [],
  isActive: true,
  staffUserId,
});
const list = async (role: 'admin' | 'designer', query: string): Promise<AdminAppointmentListResponse> => {
  const res = await h.app.request(`${urlOf('listAppointments')}?${query}`, { headers: role === 'admin' ? h.bearer('admin') : h.bearer('designer', RIMA_USER) });
  expect(res.status, query).toBe(200);
  return (await json(res)) as AdminAppointmentListResponse;
};

beforeAll(async () => {
  h = await startHarness();
  const asAdmin = (body: DesignerRequest) => h.app.request(urlOf('createDesigner'), jsonInit('POST', body, h.bearer('admin')));
  rima = (await json(await asAdmin(designerBody('Rima', RIMA_USER)))) as Designer;
  karim = (await json(await asAdmin(designerBody('Karim', null)))) as Designer;
  [rimaCustomer, karimCustomer] = await Promise.all([h.newCustomer(), h.newCustomer()]);
  appt.rima = await h.storeAppointment(rimaCustomer, '2026-11-20T10:00:00+03:00', { designerId: rima.id });
  appt.karim = await h.storeAppointment(karimCustomer, '2026-11-20T11:00:00+03:00', { designerId: karim.id });
});

afterAll(async () => {
  await h?.stop();
});

describe("a designer account's scope", () => {
  const foreign = () => [
    `designerId=${karim.id}`,
    `customerId=${karimCustomer.id}`,
    `designerId=${karim.id}&customerId=${karimCustomer.id}`,
    'from=2026-11-20&to=2026-11-20',
    'from=1972-01-01&to=2100-12-31&scope=all',
    'status=confirmed&scope=past',
    `designerId=${karim.id}&from=2026-11-01&to=2026-11-30&status=confirmed&scope=all&pageSize=100`,
  ];

  it('wins over designerId, customerId, dates, status and scope: nothing of another designer is listed', async () => {
    for (const query of foreign()) {
      const answer = await list('designer', query);
      expect(answer.items.map((a) => a.id).filter((id) => id !== appt.rima), query).toEqual([]);
      expect(answer.total, query).toBeLessThanOrEqual(1);
      expect(JSON.stringify(answer), query).not.toContain(karimCustomer.id);
    }
    // the narrowing still finds its own
    expect((await list('designer', `designerId=${rima.id}&from=2026-11-20&to=2026-11-20`)).items.map((a) => a.id)).toEqual([appt.rima]);
    expect((await list('designer', `designerId=${karim.id}`)).total).toBe(0);
  });

  it("leaves an admin's filters as they were", async () => {
    expect((await list('admin', `designerId=${karim.id}`)).items.map((a) => a.id)).toEqual([appt.karim]);
    expect((await list('admin', `customerId=${rimaCustomer.id}`)).items.map((a) => a.id)).toEqual([appt.rima]);
    expect((await list('admin', 'from=2026-11-20&to=2026-11-20')).total).toBe(2);
  });
});
