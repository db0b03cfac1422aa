/**
 * Staff abuse figures through the gateway, on the whole system: how many seconds after an admin
 * deactivates an editor each service (identity, catalogue, onboarding, scheduling) refuses that
 * editor's still-unexpired token with 401 (every service's session cache is warmed first: the worst
 * case), and the status of a Google OAuth callback that carries a code but no state. Prints one
 * `staff-abuse: ...` line; each figure has its assertion.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startSystem, type RunningSystem } from '@cabinetry/local/system';
import { openSessions } from './routes';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

/** The longest a revocation may take to reach every service (s). */
const REVOCATION_LIMIT_SECONDS = 30;
const SERVICE_ROUTES = {
  identity: urlOf('me'),
  catalogue: urlOf('listStyles'),
  onboarding: urlOf('listLeads'),
  scheduling: urlOf('listAppointments'),
} as const;
type Service = keyof typeof SERVICE_ROUTES;

let system: RunningSystem;
let dataDir: string;

const api = (path: string, init: RequestInit = {}) => fetch(`${system.url}${path}`, init);
const json = (method: string, body: unknown, token: string): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cabinetry-staff-abuse-'));
  system = await startSystem({ dataDir, build: false, log: () => {} });
});

afterAll(async () => {
  await system?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('a deactivated editor is refused by every service within the limit; an OAuth callback without state is refused', async () => {
  const { token: adminToken } = await openSessions(system.url);
  const editor = { username: 'leaving.editor', email: 'leaving@example.com', firstName: 'Lea', lastName: 'Ving', role: 'editor', isActive: true };
  const created = await api(urlOf('createUser'), json('POST', { ...editor, password: 'editor-pass-1', confirmPassword: 'editor-pass-1' }, adminToken));
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const login = await api(urlOf('login'), json('POST', { username: editor.username, password: 'editor-pass-1' }, ''));
  const { token } = (await login.json()) as { token: string };
  const status = async (service: Service) => (await api(SERVICE_ROUTES[service], { headers: { authorization: `Bearer ${token}` } })).status;

  // warm every service's view of the account: the editor is signed in everywhere (403 = signed in, not allowed)
  const services = Object.keys(SERVICE_ROUTES) as Service[];
  expect(await Promise.all(services.map(status))).toEqual([200, 200, 403, 403]);

  expect((await api(urlOf('updateUser', { params: { id } }), json('PUT', { ...editor, isActive: false }, adminToken))).status).toBe(200);
  const started = Date.now();
  const refusedAfter: Partial<Record<Service, number>> = {};
  // polled every 250 ms; a service still answering after the limit (+5 s) is reported as 'never'
  await vi
    .waitFor(
      async () => {
        for (const service of services) {
          if (refusedAfter[service] === undefined && (await status(service)) === 401) refusedAfter[service] = (Date.now() - started) / 1000;
        }
        if (Object.keys(refusedAfter).length < services.length) throw new Error('a service still accepts the deactivated editor');
      },
      { timeout: (REVOCATION_LIMIT_SECONDS + 5) * 1000, interval: 250 },
    )
    .catch(() => undefined);

  const callback = await api(urlOf('completeGoogleLogin'), json('POST', { code: '4/attacker-code' }, adminToken));
  const figures = {
    ...Object.fromEntries(services.map((s) => [`deactivatedEditorRefusedSeconds.${s}`, refusedAfter[s]?.toFixed(1) ?? 'never'])),
    oauthCallbackWithoutStateStatus: callback.status,
  };
  console.log(`staff-abuse: ${Object.entries(figures).map(([k, v]) => `${k}=${v}`).join(' ')}`);

  for (const service of services) expect(refusedAfter[service], service).toBeLessThanOrEqual(REVOCATION_LIMIT_SECONDS);
  expect(callback.status).toBe(400);
}, 120_000);
