/**
 * The SPA's typed client of the route tables (@cabinetry/shared/contracts/api): a call names its
 * route by operation id, `call('bookAppointment', { query, body })`; the method and path come from
 * the schema-free paths module, and the parameters, query, body and answer are typed from the
 * route's table entry through `import type` (erased: the tables' schemas never reach the bundle,
 * frontend/build/js-budget.test.ts). Failures are ApiErrors (./client.ts).
 */
import { API_PATHS, pathOf, type RouteName } from '@cabinetry/shared/contracts/api/paths';
import type { catalogueRoutes, identityRoutes, onboardingRoutes, schedulingRoutes } from '@cabinetry/shared/contracts/api';
import type { Static, TSchema } from '@sinclair/typebox';
import { request } from './client';

type Tables = typeof catalogueRoutes.routes & typeof onboardingRoutes.routes & typeof schedulingRoutes.routes & typeof identityRoutes.routes;

/** The table entry of route `N`. */
export type RouteOf<N extends RouteName> = Tables[N];

/** The routes a browser may call: every one but the services' /internal routes (the gateway never routes those). */
export type ClientRoute = { [N in RouteName]: RouteOf<N>['access'] extends { kind: 'internal' } ? never : N }[RouteName];

type Part<R, K extends string> = R extends { [P in K]: infer S extends TSchema } ? Static<S> : never;
/** `{ [key]: T }`, optional when every field of T is. */
type Slot<K extends string, T> = [T] extends [never] ? { [P in K]?: never } : object extends T ? { [P in K]?: T } : { [P in K]: T };
type BodyOf<R> = R extends { multipart: TSchema } ? FormData | Part<R, 'body'> : Part<R, 'body'>;

/** Where route `N` is: its path parameters and query, each as its schema says. */
export type UrlInput<N extends RouteName> = Slot<'params', Part<RouteOf<N>, 'params'>> & Slot<'query', Part<RouteOf<N>, 'query'>>;

/** What a call of route `N` sends: its path parameters, query and body, each as its schema says (FormData for a multipart body). */
export type CallInput<N extends RouteName> = UrlInput<N> & Slot<'body', BodyOf<RouteOf<N>>>;

type Answers<R> = R extends { responses: infer A } ? A : never;
/** What route `N` answers on success: its documented JSON schemas, the text of any other content type (CSV). */
export type CallAnswer<N extends RouteName> = {
  [S in keyof Answers<RouteOf<N>>]: Answers<RouteOf<N>>[S] extends { schema: infer X extends TSchema; contentType?: undefined } ? Static<X> : string;
}[keyof Answers<RouteOf<N>>];

/** The input argument: optional when the route needs nothing. */
type Arg<T> = object extends T ? [input?: T] : [input: T];

/** Extra request options: headers (e.g. the back office's bearer token). */
export interface CallOptions {
  headers?: Record<string, string>;
}

/** The path of `name` with `params` filled in, and the defined, non-empty `query` values in their order. */
function urlWith(name: RouteName, { params, query }: { params?: Record<string, string | number>; query?: object }): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const path = pathOf(API_PATHS[name], params);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The URL of route `N` with `params` in its path and the defined, non-empty `query` values in their
 * order (a link, an <img> source, or an SWR key equal to what `call` fetches). Throws on a missing
 * path parameter.
 */
export function urlOf<N extends ClientRoute>(name: N, ...[input]: Arg<UrlInput<N>>): string {
  return urlWith(name, input ?? {});
}

/**
 * Calls route `N` with the session's credentials (`{}` when it takes nothing): a JSON body as JSON,
 * a FormData as multipart; resolves to the parsed answer (ApiError otherwise).
 */
export function call<N extends ClientRoute>(name: N, input: CallInput<N>, options: CallOptions = {}): Promise<CallAnswer<N>> {
  const { body } = input as { body?: unknown };
  const json = body !== undefined && !(body instanceof FormData);
  return request<CallAnswer<N>>(urlWith(name, input), {
    method: API_PATHS[name].method,
    headers: { ...options.headers, ...(json ? { 'Content-Type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
}
