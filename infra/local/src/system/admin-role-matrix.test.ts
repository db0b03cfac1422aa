/**
 * Role matrix (docs/product.md §6): every bearer-token /api/admin route of identity and catalogue,
 * dispatched the way the gateway routes it, called as anonymous (401), editor (403 on admin-only
 * routes, else success) and admin (success). The table must name every such route the two apps
 * register, so a new route cannot slip in unchecked. Catalogue checks tokens against identity's
 * accounts (identity's own AdminAuth), as it does through identity's internal route in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMongo, startS3, type MongoHandle, type S3Handle } from '../providers';
import { upstreamFor } from '@cabinetry/gateway/src/routing';
import { multipart, pngImage, startCatalogue, type CatalogueHarness } from '@cabinetry/catalogue/src/test-support';
import { nextId } from '@cabinetry/catalogue/src/models/counter';
import { startIdentity, TEST_SECRET, type IdentityHarness } from '@cabinetry/identity/src/test-support';

type Who = 'staff' | 'admin';
type Role = 'anonymous' | 'editor' | 'admin';
interface Case {
  route: string;
  who: Who;
  ok: number;
  /** A fresh request (path and init without credentials), with its own fixtures. */
  request(): Promise<[string, RequestInit?]>;
}

let mongo: MongoHandle;
let s3: S3Handle;
let identity: IdentityHarness;
let catalogue: CatalogueHarness;
const auth: Partial<Record<Role, { authorization: string }>> = {};
let seq = 0;

beforeAll(async () => {
  [mongo, s3] = await Promise.all([startMongo(), startS3()]);
  identity = await startIdentity({ mongo });
  catalogue = await startCatalogue({ mongo, s3, jwtSecret: TEST_SECRET, adminAuth: identity.deps.adminAuth, audit: identity.deps.audit });
  auth.editor = (await identity.addUser('matrix-editor', 'editor')).auth;
  auth.admin = (await identity.addUser('matrix-admin', 'admin')).auth;
});

afterAll(async () => {
  await Promise.all([identity?.stop(), catalogue?.stop()]);
  await Promise.all([mongo?.stop(), s3?.stop()]);
});

const unique = (prefix: string) => `${prefix}-${++seq}`;

async function fixture(kind: 'styles' | 'palettes' | 'categories' | 'materials'): Promise<number> {
  const { models, counters, storage } = catalogue.deps;
  const id = await nextId(counters, kind);
  const imageKey = await storage.put(kind, await pngImage(8, 8), 'image/png', '.png');
  const name = unique(kind);
  if (kind === 'styles') await models.styles.create({ id, name, imageKey });
  if (kind === 'palettes') await models.palettes.create({ id, name, colors: ['#ffffff'], imageKey });
  if (kind === 'categories') await models.categories.create({ id, name, type: 'countertop' });
  if (kind === 'materials') await models.materials.create({ id, name, imageKey, styleIds: [] });
  return id;
}

const form = async (fields: Record<string, string>, withImage = true): Promise<RequestInit> => ({
  body: multipart(fields, withImage ? [['image', await pngImage(16, 16), 'x.png', 'image/png']] : []),
});
const jsonBody = (body: unknown): RequestInit => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const withMethod = (method: string, init: RequestInit = {}): RequestInit => ({ ...init, method });

const userBody = (username: string) => ({ username, email: `${username}@example.com`, role: 'editor', isActive: true });
const categoryBody = () => ({ name: unique('cat'), description: '', type: 'kitchen_upper', displayOrder: 0, isActive: true });

const cases: Case[] = [
  { route: 'GET /api/admin/me', who: 'staff', ok: 200, request: async () => ['/api/admin/me'] },
  { route: 'GET /api/admin/users', who: 'admin', ok: 200, request: async () => ['/api/admin/users'] },
  {
    route: 'POST /api/admin/users',
    who: 'admin',
    ok: 201,
    request: async () => ['/api/admin/users', withMethod('POST', jsonBody({ ...userBody(unique('user')), password: 'password 1', confirmPassword: 'password 1' }))],
  },
  {
    route: 'PUT /api/admin/users/:id',
    who: 'admin',
    ok: 200,
    request: async () => {
      const name = unique('user');
      const { id } = await identity.addUser(name, 'editor');
      return [`/api/admin/users/${id}`, withMethod('PUT', jsonBody(userBody(name)))];
    },
  },
  {
    route: 'DELETE /api/admin/users/:id',
    who: 'admin',
    ok: 200,
    request: async () => [`/api/admin/users/${(await identity.addUser(unique('user'), 'editor')).id}`, withMethod('DELETE')],
  },
  { route: 'GET /api/admin/audit', who: 'admin', ok: 200, request: async () => ['/api/admin/audit?action=sign-in'] },
  { route: 'GET /api/admin/styles', who: 'staff', ok: 200, request: async () => ['/api/admin/styles'] },
  { route: 'POST /api/admin/styles', who: 'staff', ok: 201, request: async () => ['/api/admin/styles', withMethod('POST', await form({ name: unique('style') }))] },
  {
    route: 'PUT /api/admin/styles/:id',
    who: 'staff',
    ok: 200,
    request: async () => [`/api/admin/styles/${await fixture('styles')}`, withMethod('PUT', await form({ name: unique('style') }, false))],
  },
  { route: 'DELETE /api/admin/styles/:id', who: 'staff', ok: 200, request: async () => [`/api/admin/styles/${await fixture('styles')}`, withMethod('DELETE')] },
  {
    route: 'DELETE /api/admin/styles/:id/image',
    who: 'staff',
    ok: 200,
    request: async () => [`/api/admin/styles/${await fixture('styles')}/image`, withMethod('DELETE')],
  },
  { route: 'GET /api/admin/palettes', who: 'staff', ok: 200, request: async () => ['/api/admin/palettes'] },
  {
    route: 'POST /api/admin/palettes',
    who: 'staff',
    ok: 201,
    request: async () => ['/api/admin/palettes', withMethod('POST', await form({ name: unique('palette'), colorsJson: '["#123456"]' }, false))],
  },
  {
    route: 'PUT /api/admin/palettes/:id',
    who: 'staff',
    ok: 200,
    request: async () => [`/api/admin/palettes/${await fixture('palettes')}`, withMethod('PUT', await form({ name: unique('palette'), colorsJson: '["#000000"]' }))],
  },
  { route: 'DELETE /api/admin/palettes/:id', who: 'staff', ok: 200, request: async () => [`/api/admin/palettes/${await fixture('palettes')}`, withMethod('DELETE')] },
  { route: 'GET /api/admin/categories', who: 'staff', ok: 200, request: async () => ['/api/admin/categories?activeOnly=false'] },
  { route: 'POST /api/admin/categories', who: 'admin', ok: 201, request: async () => ['/api/admin/categories', withMethod('POST', jsonBody(categoryBody()))] },
  {
    route: 'PUT /api/admin/categories/:id',
    who: 'admin',
    ok: 200,
    request: async () => [`/api/admin/categories/${await fixture('categories')}`, withMethod('PUT', jsonBody(categoryBody()))],
  },
  { route: 'DELETE /api/admin/categories/:id', who: 'admin', ok: 200, request: async () => [`/api/admin/categories/${await fixture('categories')}`, withMethod('DELETE')] },
  { route: 'GET /api/admin/materials', who: 'staff', ok: 200, request: async () => ['/api/admin/materials?activeOnly=true'] },
  { route: 'GET /api/admin/materials/:id', who: 'staff', ok: 200, request: async () => [`/api/admin/materials/${await fixture('materials')}`] },
  {
    route: 'POST /api/admin/materials',
    who: 'staff',
    ok: 201,
    request: async () => ['/api/admin/materials', withMethod('POST', await form({ name: unique('material'), categoryId: '0', price: '€', styleIdsEmpty: 'true' }))],
  },
  {
    route: 'POST /api/admin/materials/duplicate',
    who: 'staff',
    ok: 201,
    request: async () => {
      const source = (await catalogue.deps.models.materials.findOne({ id: await fixture('materials') }).lean())!;
      const fields = { name: `${source.name} (copy)`, categoryId: '0', price: '', styleIdsEmpty: 'true', duplicateFromUrl: `/api/media/${source.imageKey}` };
      return ['/api/admin/materials/duplicate', withMethod('POST', await form(fields, false))];
    },
  },
  {
    route: 'PUT /api/admin/materials/:id',
    who: 'staff',
    ok: 200,
    request: async () => [`/api/admin/materials/${await fixture('materials')}`, withMethod('PUT', await form({ name: unique('material'), isActive: 'false' }, false))],
  },
  { route: 'DELETE /api/admin/materials/:id', who: 'staff', ok: 200, request: async () => [`/api/admin/materials/${await fixture('materials')}`, withMethod('DELETE')] },
  // last: logging out revokes the caller's token, so no later case of that role may need it
  { route: 'POST /api/admin/logout', who: 'staff', ok: 200, request: async () => ['/api/admin/logout', withMethod('POST')] },
];

const expected = (c: Case, role: Role): number => (role === 'anonymous' ? 401 : role === 'editor' && c.who === 'admin' ? 403 : c.ok);

async function call(c: Case, role: Role): Promise<Response> {
  const [path, init = {}] = await c.request();
  const upstream = upstreamFor(new URL(path, 'http://gateway').pathname);
  const app = upstream === 'identity' ? identity.app : upstream === 'catalogue' ? catalogue.app : null;
  if (!app) throw new Error(`the gateway routes ${path} to ${upstream}, not to identity or catalogue`);
  return app.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), ...(role === 'anonymous' ? {} : auth[role]) } });
}

describe('admin role matrix', () => {
  it('covers every bearer-token admin route identity and catalogue register', () => {
    const registered = [identity.app, catalogue.app]
      .flatMap((app) => app.routes)
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/admin/') && !['/api/admin/login', '/api/admin/setup'].includes(r.path))
      .map((r) => `${r.method} ${r.path}`);
    expect(new Set(cases.map((c) => c.route))).toEqual(new Set(registered));
  });

  it('records catalogue writes in the audit log, reads not', async () => {
    const created = await call({ route: 'POST /api/admin/styles', who: 'staff', ok: 201, request: async () => ['/api/admin/styles', withMethod('POST', await form({ name: 'audited-style' }))] }, 'editor');
    expect(created.status).toBe(201);
    await call({ route: 'GET /api/admin/styles', who: 'staff', ok: 200, request: async () => ['/api/admin/styles'] }, 'editor');
    await expect
      .poll(async () => (await identity.deps.auditEntries.find({ actor: 'matrix-editor' }).lean()).map((e) => [e.action, e.target]))
      .toEqual([['catalogue.create', '/api/admin/styles']]);
  });

  for (const role of ['anonymous', 'editor', 'admin'] as const) {
    it.each(cases)(`${role}: $route`, async (c) => {
      const res = await call(c, role);
      expect({ route: c.route, status: res.status }).toEqual({ route: c.route, status: expected(c, role) });
    });
  }
});
