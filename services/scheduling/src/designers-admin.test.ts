/**
 * Issue 23, the Designers page's API on the real service (MongoDB, Redis): admins add, list, change
 * and delete designers; hours outside the showroom's rules, a second designer with one e-mail
 * address and deleting a designer who holds an appointment are refused with their codes; editors
 * are refused; every change is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY_RULES, type Designer, type DesignerRequest } from '@cabinetry/shared/contracts';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { type Harness, startHarness } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h?.stop();
});

const DESIGNERS = urlOf('listDesigners');
const admin = (method: string, path: string, body?: unknown, role: 'admin' | 'editor' = 'admin') =>
  h.app.request(path, body === undefined ? { method, headers: h.bearer(role) } : jsonInit(method, body, h.bearer(role)));
const designer = (over: Partial<DesignerRequest> = {}): DesignerRequest => ({
  displayName: 'Rima Haddad',
  email: 'rima@ateliercedar.example',
  languages: ['ar', 'en'],
  weeklyHours: DEFAULT_AVAILABILITY_RULES.weeklyHours,
  daysOff: [],
  isActive: true,
  ...over,
});

describe('designers admin routes', () => {
  it('adds a designer with weight 1 by default, lists, changes and deletes them, audited', async () => {
    const created = await admin('POST', DESIGNERS, designer({ email: 'Rima@AtelierCedar.example' }));
    expect(created.status).toBe(201);
    const rima = (await json(created)) as Designer;
    expect(rima).toMatchObject({ displayName: 'Rima Haddad', email: 'rima@ateliercedar.example', weight: 1, staffUserId: null, isActive: true });

    const changed = await admin('PUT', `${DESIGNERS}/${rima.id}`, designer({ weight: 2, isActive: false, weeklyHours: { ...DEFAULT_AVAILABILITY_RULES.weeklyHours, '1': [{ start: '13:00', end: '17:00' }] } }));
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({ weight: 2, isActive: false, weeklyHours: { '1': [{ start: '13:00', end: '17:00' }] } });
    expect(await json(await admin('GET', DESIGNERS))).toEqual([expect.objectContaining({ id: rima.id, weight: 2 })]);

    expect((await admin('DELETE', `${DESIGNERS}/${rima.id}`)).status).toBe(200);
    expect(await json(await admin('GET', DESIGNERS))).toEqual([]);
    expect((await admin('DELETE', `${DESIGNERS}/${rima.id}`)).status).toBe(404);
    expect(h.audited.filter((r) => r.action.startsWith('designer.')).map((r) => [r.action, r.target])).toEqual([
      ['designer.create', 'designer rima@ateliercedar.example'],
      ['designer.update', 'designer rima@ateliercedar.example'],
      ['designer.delete', 'designer rima@ateliercedar.example'],
    ]);
  });

  it('refuses hours outside the showroom’s, overlapping hours, a taken e-mail address and bad bodies', async () => {
    const outside = await admin('POST', DESIGNERS, designer({ weeklyHours: { ...DEFAULT_AVAILABILITY_RULES.weeklyHours, '6': [{ start: '10:00', end: '12:00' }] } }));
    expect(outside.status).toBe(400);
    expect(await json(outside)).toMatchObject({ code: 'designer_hours', error: "Saturday: 10:00–12:00 is outside the showroom's opening hours" });
    const late = await admin('POST', DESIGNERS, designer({ weeklyHours: { ...DEFAULT_AVAILABILITY_RULES.weeklyHours, '2': [{ start: '16:00', end: '18:00' }] } }));
    expect(await json(late)).toMatchObject({ code: 'designer_hours' });
    const overlapping = await admin('POST', DESIGNERS, designer({ weeklyHours: { ...DEFAULT_AVAILABILITY_RULES.weeklyHours, '2': [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }] } }));
    expect(await json(overlapping)).toMatchObject({ code: 'designer_hours' });

    expect((await admin('POST', DESIGNERS, designer({ email: 'nour@ateliercedar.example' }))).status).toBe(201);
    const twice = await admin('POST', DESIGNERS, designer({ email: 'NOUR@ateliercedar.example' }));
    expect(twice.status).toBe(409);
    expect(await json(twice)).toMatchObject({ code: 'designer_exists' });

    for (const bad of [designer({ languages: [] }), designer({ weight: 0 }), { ...designer(), languages: ['de'] }, designer({ displayName: '   ' }), { ...designer(), extra: 1 }]) {
      const res = await admin('POST', DESIGNERS, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('is for admins only', async () => {
    expect((await admin('GET', DESIGNERS, undefined, 'editor')).status).toBe(403);
    expect((await admin('POST', DESIGNERS, designer({ email: 'editor@example.com' }), 'editor')).status).toBe(403);
    expect((await h.app.request(DESIGNERS)).status).toBe(401);
  });
});
