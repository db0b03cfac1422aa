/**
 * The API declared as data: every route of every service is one `RouteSpec` in its service's table
 * (./catalogue.ts, ./onboarding.ts, ./scheduling.ts, ./identity.ts). One table per service serves
 * every reader: the service mounts its handlers from it (@cabinetry/shared/server/routes: access
 * check, request validation, budget, audit), the gateway routes /api paths with it, ./openapi.ts
 * makes the OpenAPI 3.1 document of it, the SPA's back office reads who may open which page from
 * it, and the role-matrix test walks it. Browser-safe (schemas and strings only).
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import type { AuditAction } from '../audit';
import { ADMIN_ROLES, STAFF_ROLES, type StaffRole } from '../options';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The services behind the gateway; each owns the routes of its table. */
export type ServiceName = 'catalogue' | 'onboarding' | 'scheduling' | 'identity';

/**
 * Who may call a route:
 * - anonymous: anyone (an anonymous route that costs something names a per-client `budget`);
 * - customer: a customer session cookie is required (401 without one); the handler checks that the
 *   session owns the customer the request names (403 otherwise);
 * - staff: a bearer token whose account is active now and whose current role is one of `roles`
 *   (401 / 403), re-checked on every request;
 * - link: anyone holding a signed link or an e-mailed token carried in the URL (the handler checks it);
 * - signed: a third party's callback signed with a shared secret (a webhook; the handler checks the
 *   signature before reading the body);
 * - internal: other services only (INTERNAL_TOKEN); the gateway never routes these.
 */
export type Access =
  | { kind: 'anonymous' }
  | { kind: 'customer' }
  | { kind: 'staff'; roles: readonly StaffRole[] }
  | { kind: 'link' }
  | { kind: 'signed' }
  | { kind: 'internal' };

export const ANONYMOUS = { kind: 'anonymous' } as const satisfies Access;
export const CUSTOMER = { kind: 'customer' } as const satisfies Access;
export const LINK = { kind: 'link' } as const satisfies Access;
export const SIGNED = { kind: 'signed' } as const satisfies Access;
export const INTERNAL = { kind: 'internal' } as const satisfies Access;
/** Staff with one of `roles`. */
export const staff = <const R extends readonly StaffRole[]>(...roles: R) => ({ kind: 'staff', roles }) as const;
/** Every back-office role (admin, editor): not `designer`, whose few routes name it. */
export const ANY_STAFF = staff(...ADMIN_ROLES);
/** The catalogue's full lists (inactive items too): the back-office roles and designers, who read the names of what their customers chose on a lead. */
export const CATALOGUE_READERS = staff(...ADMIN_ROLES, 'designer');
/** Every staff account, designers included (their own account: who am I, sign out). */
export const ANY_ACCOUNT = staff(...STAFF_ROLES);

/** One documented answer: a JSON schema (or another content type, e.g. CSV or an image). */
export interface ResponseSpec {
  description: string;
  schema?: TSchema;
  /** default 'application/json' when a schema is given */
  contentType?: string;
}

export interface RouteSpec {
  method: HttpMethod;
  /** OpenAPI path template, e.g. '/api/admin/styles/{id}' */
  path: string;
  /** One line: what the route does (OpenAPI summary). */
  summary: string;
  /** More, when the summary is not enough (OpenAPI description, Markdown). */
  description?: string;
  access: Access;
  /** Path parameters; the mount answers 400 with the schema's message when one does not fit. */
  params?: TObject;
  /** True when the path's last parameter takes the rest of the path, '/' included (a storage key). */
  pathRest?: true;
  /** Query parameters (string values); validated by the mount (400). */
  query?: TObject;
  /** JSON request body; validated by the mount (415 when not JSON unless `multipart` is declared too, 400 when invalid). */
  body?: TSchema;
  /** multipart/form-data request body: its fields (text parts typed as their values) and files; read by the handler. */
  multipart?: TObject;
  /** Successful answers by status code. */
  responses: Record<number, ResponseSpec>;
  /** The per-client budget (rate limit) the route spends: 429 with Retry-After when spent. */
  budget?: string;
  /** The audit-log action a successful call records. */
  audit?: AuditAction;
  /** Upload routes: the body limit in bytes (else the JSON limit). */
  bodyLimit?: number;
}

/** A service's routes by operation id. */
export type RouteTable = Record<string, RouteSpec>;

/** Who answers a table's routes: a service, or the gateway itself (its health and the API's description). */
export type RouteOwner = ServiceName | 'gateway';

/** A table with the process it belongs to. */
export interface ServiceRoutes<T extends RouteTable = RouteTable, O extends RouteOwner = RouteOwner> {
  service: O;
  routes: T;
}

/** Declares `service`'s table (checked against RouteSpec, literal types kept for the handlers' inputs). */
export function defineRoutes<const T extends RouteTable, const O extends RouteOwner>(service: O, routes: T): ServiceRoutes<T, O> {
  return { service, routes };
}

/** The roles that may call `route` ([] when it is not a staff route). */
export function rolesOf(route: RouteSpec): readonly StaffRole[] {
  return route.access.kind === 'staff' ? route.access.roles : [];
}

/** The Hono/router path of a route ('{id}' → ':id'; a `pathRest` parameter takes '/' too). */
export function honoPath(route: Pick<RouteSpec, 'path' | 'pathRest'>): string {
  const path = route.path.replace(/\{(\w+)\}/g, ':$1');
  return route.pathRest ? path.replace(/:(\w+)$/, ':$1{.+}') : path;
}

/** The table's operations as 'METHOD /path/{param}', sorted (to compare with what a service mounts). */
export function operationsOf({ routes }: ServiceRoutes): string[] {
  return Object.values(routes)
    .map((route) => `${route.method} ${route.path}`)
    .sort();
}
