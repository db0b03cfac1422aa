/**
 * Security checks through the gateway: forged admin tokens (alg none, wrong key,
 * expired) refused; an editor refused on admin-only routes; customer A refused on customer B's
 * documents and appointment; disguised, oversize and path-named uploads refused or neutralised.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAD_TEST_ENV, startSystem, type RunningSystem } from '@cabinetry/local/system';
import { openSessions, type Sessions } from './routes';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let system: RunningSystem;
let dataDir: string;
let a: Sessions;
let b: Sessions;
let jwtSecret: string;

const api = (path: string, init: RequestInit = {}) => fetch(`${system.url}${path}`, init);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cabinetry-security-'));
  system = await startSystem({ dataDir, build: false, log: () => {}, env: LOAD_TEST_ENV });
  jwtSecret = (JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { JWT_SECRET: string }).JWT_SECRET;
  a = await openSessions(system.url);
  b = await openSessions(system.url, { adminExists: true });
});

afterAll(async () => {
  await system?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('admin tokens', () => {
  const claims = { username: 'fuzzadmin', role: 'admin' };
  const routes = [urlOf('me'), urlOf('listStyles'), urlOf('listUsers'), urlOf('listLeads')];

  it.each([
    ['alg none', () => `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, sub: 'x', aud: 'cabinetry-admin' })).toString('base64url')}.`],
    ['a wrong key', () => jwt.sign(claims, 'not-the-secret', { subject: 'x', audience: 'cabinetry-admin', expiresIn: '1h' })],
    ['expired', () => jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, jwtSecret, { subject: 'x', audience: 'cabinetry-admin' })],
    ['HS512 instead of the pinned HS256', () => jwt.sign(claims, jwtSecret, { subject: 'x', audience: 'cabinetry-admin', algorithm: 'HS512', expiresIn: '1h' })],
  ])('refuses a token with %s on every admin route', async (_name, token) => {
    for (const route of routes) {
      const res = await api(route, { headers: bearer(token()) });
      expect(res.status, route).toBe(401);
      expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string');
    }
  });

  it('refuses an editor on admin-only routes', async () => {
    const created = await api(urlOf('createUser'), {
      method: 'POST',
      headers: { ...bearer(a.token), 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'editor1', email: 'editor1@example.com', firstName: 'Ed', lastName: 'Itor', role: 'editor', isActive: true, password: 'editor-pass-1', confirmPassword: 'editor-pass-1' }),
    });
    expect(created.status).toBe(201);
    const login = await api(urlOf('login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'editor1', password: 'editor-pass-1' }) });
    const { token } = (await login.json()) as { token: string };
    for (const [method, path] of [['GET', urlOf('listUsers')], ['POST', urlOf('createCategory')], ['PUT', urlOf('putAvailabilityRules')], ['GET', urlOf('startGoogleLogin')]] as const) {
      const res = await api(path, { method, headers: { ...bearer(token), 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await api(urlOf('listStyles'), { headers: bearer(token) })).status).toBe(200);
  });
});

describe('customer isolation', () => {
  it("refuses customer A on customer B's documents, answers and appointment", async () => {
    const asA = { cookie: a.cookie };
    expect((await api(urlOf('listDocuments', { params: { customerId: b.customerId } }), { headers: asA })).status).toBe(403);
    expect((await api(urlOf('deleteDocument', { params: { documentId: b.documentId } }), { method: 'DELETE', headers: asA })).status).toBe(403);
    expect((await api(urlOf('listCustomerAppointments', { params: { customerId: b.customerId } }), { headers: asA })).status).toBe(403);
    expect((await api(urlOf('cancelAppointment', { params: { id: b.appointmentId } }), { method: 'DELETE', headers: asA })).status).toBe(403);
    const step2 = await api(urlOf('saveStep2', { params: { customerId: b.customerId } }), {
      method: 'POST',
      headers: { ...asA, 'content-type': 'application/json' },
      body: JSON.stringify({ designPreferences: { styles: ['1'], colorPalettes: ['1'] } }),
    });
    expect(step2.status).toBe(403);
    // B's data is intact
    const docs = (await (await api(urlOf('listDocuments', { params: { customerId: b.customerId } }), { headers: { cookie: b.cookie } })).json()) as { id: string }[];
    expect(docs.map((d) => d.id)).toContain(b.documentId);
  });
});

describe('uploads', () => {
  const upload = (name: string, data: Buffer, category = 'inspiration') => {
    const form = new FormData();
    form.append('files', new File([new Uint8Array(data)], name, { type: 'image/png' }));
    form.append('fileCategory', category);
    return api(urlOf('saveStep4', { params: { customerId: a.customerId } }), { method: 'POST', body: form, headers: { cookie: a.cookie } });
  };

  it('refuses a disguised type and an oversize body, and strips paths from file names', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload('photo.png', html)).status).toBe(415);
    const big = Buffer.concat([await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer(), Buffer.alloc(6 * 1024 * 1024)]);
    expect((await upload('big.png', big)).status).toBe(413);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    const res = await upload('../../../../etc/cron.d/evil.png', png);
    expect(res.status).toBe(201);
    const { uploadedFiles } = (await res.json()) as { uploadedFiles: { filename: string }[] };
    expect(uploadedFiles[0].filename).toBe('evil.png');
  });
});
