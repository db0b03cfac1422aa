/**
 * Role matrix (docs/product.md §6) of the whole API, from the route tables themselves
 * (@cabinetry/shared/contracts/api): every route of every service, called through the gateway of a
 * running system as anonymous and as every staff role (the designer linked to a designer), must meet
 * its declared access:
 * - staff routes: 401 without a token, 403 for a role the route does not list, and the handler's own
 *   answer (never 401/403) for one it lists;
 * - customer routes: 401 without a customer session, whatever staff token comes along;
 * - anonymous routes: the handler's answer; link routes: the link's (never 401); the same whoever calls;
 * - internal routes: never routed by the gateway (404), and 401 at the service without the token.
 * Path parameters are well-formed but name nothing, bodies are empty, so no call changes anything
 * (logout, which revokes the caller's tokens, runs last). A route added to a table is in the matrix.
 * Before it, a designer's scope: another designer's appointment, customer and address put into every
 * filter of every route a designer may read (designerId, customerId, q, dates) bring none of them back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY_RULES, STAFF_ROLES, type StaffRole } from '@cabinetry/shared/contracts';
import { SERVICE_ROUTES, pathOf, type RouteSpec, type ServiceName } from '@cabinetry/shared/contracts/api';
import { multipart, pngImage } from '@cabinetry/catalogue/src/test-support';
import { bookForeignAndOwn, probeDesignerScope } from './designer-scope';
import type { RunningSystem } from './start-system';
import { startTestSystem } from './test-system';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

type Caller = 'anonymous' | StaffRole;
const CALLERS: Caller[] = ['anonymous', ...STAFF_ROLES];

let system: RunningSystem;
const tokens: Partial<Record<StaffRole, string>> = {};
/** The designer linked to the matrix's designer account, and its request body. */
let matrixDesigner: { id: string; body: Record<string, unknown> };

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${system.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function login(username: string, password: string): Promise<string> {
  const res = await post(urlOf('login'), { username, password });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

beforeAll(async () => {
  system = await startTestSystem('role-matrix-test');
  const password = 'matrix password';
  const owner = { username: 'matrix-admin', email: 'admin@example.com', firstName: 'A', lastName: 'Dmin', password, confirmPassword: password };
  expect((await post(urlOf('setup'), owner)).status).toBe(201);
  tokens.admin = await login('matrix-admin', password);
  const userIds: Partial<Record<StaffRole, string>> = {};
  for (const role of STAFF_ROLES.filter((r) => r !== 'admin')) {
    const user = { username: `matrix-${role}`, email: `${role}@example.com`, role, isActive: true, password, confirmPassword: password };
    const created = await post(urlOf('createUser'), user, tokens.admin);
    expect(created.status).toBe(201);
    userIds[role] = ((await created.json()) as { id: string }).id;
    tokens[role] = await login(`matrix-${role}`, password);
  }
  // the designer account's routes answer it only while a designer is linked to it
  const designer = { displayName: 'Matrix', email: 'matrix-designer@example.com', languages: ['en'], weeklyHours: DEFAULT_AVAILABILITY_RULES.weeklyHours, daysOff: [], isActive: true, staffUserId: userIds.designer };
  const created = await post(urlOf('createDesigner'), designer, tokens.admin);
  expect(created.status).toBe(201);
  matrixDesigner = { id: ((await created.json()) as { id: string }).id, body: designer };
});

afterAll(() => system?.stop());

/** A well-formed value for a path parameter that names nothing stored (an ObjectId, a numeric id, a key or token). */
function paramValue(name: string, schema: unknown): string {
  const pattern = String((schema as { pattern?: string }).pattern ?? '');
  if (pattern.includes('0-9a-f')) return '0123456789abcdef01234567';
  if (pattern.startsWith('^[1-9]')) return '999999';
  return name === 'key' ? 'styles/00000000-0000-0000-0000-000000000000.webp' : 'not-a-token';
}

/** The request a caller makes to `route`: its path with harmless parameters, an empty JSON body when it takes one. */
function request(route: RouteSpec, caller: Caller, base = system.url): Promise<Response> {
  const params = Object.fromEntries(Object.entries(route.params?.properties ?? {}).map(([name, schema]) => [name, paramValue(name, schema)]));
  const token = caller === 'anonymous' ? undefined : tokens[caller];
  const hasBody = route.body || route.multipart;
  return fetch(`${base}${pathOf(route, params)}`, {
    method: route.method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    body: hasBody ? '{}' : undefined,
  });
}

/** What `caller` must get from `route`: a status, 'handler' (any answer but 401/403) or 'link' (the link or the signature decides: any answer but 401). */
function expected(route: RouteSpec, caller: Caller): number | 'handler' | 'link' {
  switch (route.access.kind) {
    case 'internal':
      return 404;
    case 'customer':
      return 401;
    case 'staff':
      if (caller === 'anonymous') return 401;
      return route.access.roles.includes(caller) ? 'handler' : 403;
    case 'link':
    case 'signed':
      return 'link';
    default:
      return 'handler';
  }
}

const routes = SERVICE_ROUTES.flatMap(({ service, routes: table }) =>
  Object.entries(table).map(([operationId, route]) => ({ name: `${service}.${operationId}: ${route.method} ${route.path}`, operationId, service, route })),
);
// logout revokes the caller's token: last
const ordered = [...routes.filter((r) => r.operationId !== 'logout'), ...routes.filter((r) => r.operationId === 'logout')];

// before the matrix, whose last calls (logout) revoke the staff tokens
describe('the audit log', () => {
  it('records an editor’s catalogue write, not their reads', async () => {
    const headers = { authorization: `Bearer ${tokens.editor}` };
    const created = await fetch(`${system.url}${urlOf('createStyle')}`, {
      method: 'POST',
      headers,
      body: multipart({ name: 'audited style' }, [['image', await pngImage(16, 16), 'x.png', 'image/png']]),
    });
    expect(created.status).toBe(201);
    expect((await fetch(`${system.url}${urlOf('listStyles')}`, { headers })).status).toBe(200);
    const entries = async () => {
      const res = await fetch(`${system.url}${urlOf('listAudit')}?actor=matrix-editor`, { headers: { authorization: `Bearer ${tokens.admin}` } });
      const { items } = (await res.json()) as { items: { action: string; target: string }[] };
      return items.filter((e) => e.action !== 'sign-in').map((e) => [e.action, e.target]);
    };
    await expect.poll(entries).toEqual([['catalogue.create', urlOf('createStyle')]]);
  });
});

describe("a designer's scope", () => {
  it('wins over designerId, customerId, q and dates on every route a designer reads: nothing of another designer comes back', async () => {
    const { foreign, ownAppointmentId } = await bookForeignAndOwn(system, tokens.admin!, matrixDesigner);
    const probes = await probeDesignerScope(system.url, tokens.designer!, foreign);
    expect(probes.filter((p) => p.leaked.length)).toEqual([]);
    // the lists answered (the filters were taken, not refused), and the designer's own work is listed
    for (const list of [`${urlOf('listAppointments')}?`, `${urlOf('listLeads')}?`]) expect(probes.filter((p) => p.request.startsWith(list) && p.status === 200).length, list).toBeGreaterThan(2);
    const listed = await fetch(`${system.url}${urlOf('listAppointments')}`, { headers: { authorization: `Bearer ${tokens.designer}` } });
    expect(((await listed.json()) as { items: { id: string }[] }).items.map((a) => a.id)).toEqual([ownAppointmentId]);
  }, 60_000);
});

describe('role matrix of every route in the tables', () => {
  for (const caller of CALLERS) {
    it.each(ordered)(`${caller}: $name`, async ({ route }) => {
      const res = await request(route, caller);
      const want = expected(route, caller);
      const seen = `${route.method} ${route.path} as ${caller}: ${res.status} ${await res.text()}`;
      if (want === 'handler') expect([401, 403], seen).not.toContain(res.status);
      else if (want === 'link') expect(res.status, seen).not.toBe(401);
      else expect({ status: res.status }, `${route.method} ${route.path} as ${caller}`).toEqual({ status: want });
    });
  }

  // reads only: a write would act once per caller
  it.each(routes.filter((r) => ['link', 'anonymous', 'signed'].includes(r.route.access.kind) && r.route.method === 'GET'))(
    'anonymous and staff get the same answer from $name',
    async ({ route }) => {
      const answers = await Promise.all(CALLERS.map(async (caller) => (await request(route, caller)).status));
      expect(new Set(answers).size, `${route.path}: ${answers.join(', ')}`).toBe(1);
    },
  );

  it.each(routes.filter((r) => r.route.access.kind === 'internal'))('$name refuses any caller without the internal token, at the service', async ({ service, route }) => {
    for (const caller of CALLERS) expect((await request(route, caller, system.serviceUrl(service as ServiceName))).status).toBe(401);
  });
});

