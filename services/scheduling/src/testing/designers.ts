/**
 * Test helpers for designers (issue 23) on a Harness: adding one through the admin API (defaults:
 * English, the showroom's default hours, active, a unique name and e-mail address) and linking the
 * fake Google account the way an admin does.
 */
import { expect } from 'vitest';
import { DEFAULT_AVAILABILITY_RULES, type Designer, type DesignerRequest } from '@cabinetry/shared/contracts';
import { json, jsonInit } from '@cabinetry/shared/testing';
import type { Harness } from './harness';

let seq = 0;

/** Adds a designer through POST /api/admin/designers (201 expected); `over` replaces the defaults. */
export async function addDesigner(h: Harness, over: Partial<DesignerRequest> = {}): Promise<Designer> {
  const n = ++seq;
  const body: DesignerRequest = {
    displayName: `Designer ${n}`,
    email: `designer${n}@ateliercedar.example`,
    languages: ['en'],
    weeklyHours: DEFAULT_AVAILABILITY_RULES.weeklyHours,
    daysOff: [],
    isActive: true,
    ...over,
  };
  const res = await h.app.request('/api/admin/designers', jsonInit('POST', body, h.bearer('admin')));
  expect(res.status).toBe(201);
  return (await json(res)) as Designer;
}

/** Links the harness's fake Google account (the harness must start it): login, consent, callback. */
export async function linkGoogle(h: Harness): Promise<void> {
  const { authUrl } = await json(await h.app.request('/api/oauth/login', { headers: h.bearer('admin') }));
  expect((await h.app.request('/api/oauth/callback', jsonInit('POST', h.google!.authorize(authUrl), h.bearer('admin')))).status).toBe(200);
}
