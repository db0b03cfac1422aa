/**
 * Mounting a service's route table (@cabinetry/shared/contracts/api) on its Hono app: one handler
 * per route, and around it what the table declares, in this order:
 * 0. a multipart body (only on a route that takes one) within the route's `bodyLimit` (413);
 * 1. access: staff → `requireAdmin` with the route's roles (401/403, the account's current state);
 *    internal → `requireInternal` (401); customer → a customer session of the customer's current
 *    generation must exist (401 `session_missing` / `session_ended`; the handler checks it owns the
 *    customer the request names); anonymous and link → nothing;
 * 2. the request: path parameters (400 with the schema's message), query (400; a strict schema
 *    refuses unknown and repeated parameters), JSON body (415 when not JSON unless the route also
 *    takes multipart, 400 when invalid); the handler gets them typed from the schemas;
 * 3. the route's budget, handed to the handler (it spends it where the route's rule says);
 * 4. after a successful answer (< 400), the route's audit action, as the signed-in account (or the
 *    actor the handler named), on the target the handler named (`auditTarget`) or the request path,
 *    about the customer it named (`auditCustomer`: their id, what an erasure pseudonymises by);
 * 5. with `validateResponses` (tests), a JSON answer whose status the table documents must match its
 *    schema, else the request fails with 500 naming the mismatch. Before that, the compiler: a
 *    handler's `c.json(…)` must be one of its entry's documented bodies or the error contract
 *    (`RouteAnswer`).
 * `routesOf(app)` lists what is mounted, so a test can compare it with the table.
 */
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { Context, Env, Hono, MiddlewareHandler, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AUDIT_SYSTEM_ACTORS } from '../contracts/audit';
import type { ApiErrorBody } from '../contracts/errors';
import { honoPath, type RouteSpec, type RouteTable, type ServiceRoutes } from '../contracts/api/route';
import { validate } from '../contracts/validate';
import type { AuditLog } from './audit';
import { requireAdmin, requireInternal, requireSession, type AdminAuth, type AdminClaims, type CustomerAuth } from './auth';
import { HttpError } from './errors';
import { bodyLimitFor, isMultipart, limitBody } from './body-limit';
import { isJsonContentType, jsonBody, queryOf } from './validation';

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

/** What a handler receives besides the context, typed from its route's schemas. */
export interface RouteInput<R extends RouteSpec, B> {
  params: StaticOr<R['params'], Record<string, never>>;
  query: StaticOr<R['query'], Record<string, never>>;
  /** the JSON body; undefined for a multipart request to a route that takes both */
  body: R['body'] extends TSchema ? (R['multipart'] extends TObject ? Static<R['body']> | undefined : Static<R['body']>) : undefined;
  /** the route's budget, from the service's budgets */
  budget: R['budget'] extends keyof B ? B[R['budget']] : undefined;
  /** the signed-in account (staff routes) */
  admin: R['access'] extends { kind: 'staff' } ? AdminClaims : undefined;
}

/** The JSON bodies route `R` documents (a response with a schema and no other content type). */
type DocumentedJson<R extends RouteSpec> = {
  [S in keyof R['responses']]: R['responses'][S] extends { schema: infer X extends TSchema } ? (R['responses'][S] extends { contentType: string } ? never : Static<X>) : never;
}[keyof R['responses']];

/** True when route `R` documents an answer that is not JSON (a file, CSV, an image, a redirect). */
type AnswersOtherContent<R extends RouteSpec> = true extends {
  [S in keyof R['responses']]: R['responses'][S] extends { schema: TSchema } ? (R['responses'][S] extends { contentType: string } ? true : false) : true;
}[keyof R['responses']]
  ? true
  : false;

/** A 200 JSON answer of a `T`, as `c.json(t)` types it; also what a cache answers with the text it serialised from a `T`. */
export type JsonAnswer<T> = Response & TypedResponse<T, 200, 'json'>;

/**
 * What a handler of route `R` may answer: `c.json(…)` of one of the bodies its table entry documents,
 * or of the error contract (a refusal it words itself); a body outside them does not compile
 * (`c.json` is typed by what it is given). A route that documents a non-JSON answer may return any
 * Response.
 */
export type RouteAnswer<R extends RouteSpec> =
  AnswersOtherContent<R> extends true ? Response : Response & TypedResponse<DocumentedJson<R> | ApiErrorBody, ContentfulStatusCode, 'json'>;

export type RouteHandler<R extends RouteSpec, B> = (c: Context, input: RouteInput<R, B>) => RouteAnswer<R> | Promise<RouteAnswer<R>>;

/** One handler per route of the table. */
export type RouteHandlers<T extends RouteTable, B> = { [K in keyof T]: RouteHandler<T[K], B> };

export interface MountOptions<B> {
  /** staff routes: how tokens are checked */
  adminAuth?: AdminAuth;
  /** internal routes: the shared INTERNAL_TOKEN */
  internalToken?: string;
  /** customer routes: the session cookie's secret and the customers' current session generations */
  customerAuth?: CustomerAuth;
  /** the per-client budgets the routes name */
  budgets?: B;
  /** where audited actions are recorded */
  audit?: AuditLog;
  /** the client's address for audit records (the budgets' client-ip rule) */
  clientIp?: (c: Context) => string | null | undefined;
  /** tests: check JSON answers against the table's response schemas */
  validateResponses?: boolean;
}

/** Context variables a handler may set for the audit record of its route. */
export interface AuditVariables {
  /** what was acted on (default: the request path) */
  auditTarget?: string;
  auditDetail?: string;
  /** the customer the action is about (their id; AuditRecord.customerId) */
  auditCustomer?: string;
  /** who acted, when no account is signed in (sign-in, setup) */
  auditActor?: string;
}

function accessCheck(route: RouteSpec, options: MountOptions<unknown>) {
  const { access } = route;
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${route.method} ${route.path}: mountRoutes needs ${what}`);
    return value;
  };
  switch (access.kind) {
    case 'staff':
      return requireAdmin(need(options.adminAuth, 'adminAuth'), [...access.roles]);
    case 'internal':
      return requireInternal(need(options.internalToken, 'internalToken'));
    case 'customer': {
      const auth = need(options.customerAuth, 'customerAuth');
      return async (c: Context, next: () => Promise<void>) => {
        await requireSession(c, auth);
        await next();
      };
    }
    default:
      return null;
  }
}

function checked<T>(schema: TSchema, data: unknown, messageOf: (result: { errors: Record<string, string>; message: string }) => string): T {
  const result = validate<T>(schema as never, data);
  if (!result.ok) throw new HttpError(400, messageOf(result), { code: 'invalid_request', details: { fields: result.errors } });
  return result.value;
}

async function requestInput(c: Context, route: RouteSpec) {
  const params = route.params ? checked(route.params, c.req.param(), (r) => Object.values(r.errors)[0] ?? r.message) : {};
  const query = route.query ? checked(route.query, queryOf(c, route.query.additionalProperties === false), (r) => r.message) : {};
  let body: unknown;
  if (route.body) {
    const type = c.req.header('content-type');
    if (!route.multipart || isJsonContentType(type)) body = await jsonBody(c, route.body as never);
    else if (!isMultipart(type)) throw new HttpError(415, 'Expected multipart/form-data or JSON', { code: 'unsupported_media_type' });
  } else if (route.multipart && !isMultipart(c.req.header('content-type'))) {
    throw new HttpError(415, 'Expected multipart/form-data', { code: 'unsupported_media_type' });
  }
  return { params, query, body };
}

async function checkAnswer(route: RouteSpec, res: Response): Promise<void> {
  const spec = route.responses[res.status];
  if (!spec?.schema || !(res.headers.get('content-type') ?? '').startsWith('application/json')) return;
  const result = validate(spec.schema as never, await res.clone().json());
  if (!result.ok) throw new Error(`${route.method} ${route.path} answered ${res.status} outside its schema: ${result.message}`);
}

function recordAudit(c: Context, route: RouteSpec, { audit, clientIp }: MountOptions<unknown>): void {
  if (!route.audit || !audit || c.res.status >= 400) return;
  const admin = c.get('admin') as AdminClaims | undefined;
  const vars = c as unknown as { get(key: keyof AuditVariables): string | undefined };
  const actor = admin?.username ?? vars.get('auditActor') ?? (route.access.kind === 'link' ? AUDIT_SYSTEM_ACTORS.signedLink : '');
  const detail = vars.get('auditDetail');
  const customerId = vars.get('auditCustomer');
  const ip = clientIp?.(c);
  audit({ actor, action: route.audit, target: vars.get('auditTarget') ?? c.req.path, ...(detail ? { detail } : {}), ...(customerId ? { customerId } : {}), ...(ip ? { ip } : {}) });
}

/** Mounts one handler per route of `table` on `app`, with what each route declares (module docstring). */
export function mountRoutes<T extends RouteTable, B = Record<string, never>>(app: Hono, table: ServiceRoutes<T>, handlers: RouteHandlers<T, NoInfer<B>>, options: MountOptions<B>): void {
  for (const [operationId, route] of Object.entries(table.routes) as [keyof T & string, T[keyof T]][]) {
    // the entry's literal types widen to RouteSpec in this loop; each handler was checked against its own entry
    const handler = handlers[operationId] as unknown as RouteHandler<RouteSpec, B>;
    if (!handler) throw new Error(`${table.service}: no handler for ${operationId}`);
    const budget = route.budget ? (options.budgets as Record<string, unknown> | undefined)?.[route.budget] : undefined;
    if (route.budget && budget === undefined) throw new Error(`${table.service}.${operationId}: no budget named ${route.budget}`);
    const guard = accessCheck(route, options as MountOptions<unknown>);
    // multipart bodies only here, by the route's limit (createServiceApp limits every other body)
    const uploadLimit = route.multipart ? limitBody((type) => (isMultipart(type) ? bodyLimitFor(route, type) : null)) : null;
    const run = async (c: Context) => {
      const input = await requestInput(c, route);
      const res = await handler(c, { ...input, budget, admin: c.get('admin') } as RouteInput<RouteSpec, B>);
      if (options.validateResponses) await checkAnswer(route, res);
      return res;
    };
    const path = honoPath(route);
    const audited = async (c: Context, next: () => Promise<void>) => {
      await next();
      recordAudit(c, route, options as MountOptions<unknown>);
    };
    const middleware = [uploadLimit, audited, guard].filter((m): m is MiddlewareHandler => m !== null);
    app.on([route.method], [path], ...middleware, run);
  }
}

/** The routes mounted on `app` as 'METHOD /path/{param}', sorted, middleware and `except` left out (to compare with a table). */
export function routesOf<E extends Env>(app: Hono<E>, except: string[] = []): string[] {
  const seen = new Set<string>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || r.path.endsWith('*')) continue;
    seen.add(`${r.method} ${r.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`);
  }
  return [...seen].filter((route) => !except.includes(route)).sort();
}
