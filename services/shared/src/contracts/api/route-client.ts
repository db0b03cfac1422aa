/**
 * The typed client of the route tables, over a paths module: `routeClient(paths)` gives `urlOf` and
 * `requestOf` for the routes `paths` names (./client.ts: every route, for the back office, the
 * system tests and the bench; ./customer-client.ts: the customer pages' routes alone, so a customer
 * bundle holds only their paths). A call names its route by operation id; the method and path come
 * from `paths` (schema-free), and the path parameters, query, body and answer are typed from the
 * route's table entry through `import type` (erased: no schema reaches a browser bundle). `requestOf`
 * builds the request; the caller's transport sends it (fetch with cookies, a bearer token, a base URL).
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { catalogueRoutes } from './catalogue';
import type { identityRoutes } from './identity';
import type { onboardingRoutes } from './onboarding';
import type { RouteName } from './paths';
import { pathOf, type RoutePath } from './route-path';
import type { schedulingRoutes } from './scheduling';

type Tables = typeof catalogueRoutes.routes & typeof onboardingRoutes.routes & typeof schedulingRoutes.routes & typeof identityRoutes.routes;

/** The table entry of route `N`. */
export type RouteOf<N extends RouteName> = Tables[N];

/** The routes a client outside the services may call: every one but their /internal routes (the gateway never routes those). */
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
export type Arg<T> = object extends T ? [input?: T] : [input: T];

/** A request to send: `url` is the path and query (no origin). */
export interface ApiRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

/**
 * The client of the routes `R` that `paths` names: `urlOf` and `requestOf`. A name outside `paths`
 * does not compile, and throws at run time ('… is not a route of this client').
 */
export function routeClient<R extends ClientRoute>(paths: Readonly<Record<R, RoutePath>>) {
  /** The path of `name` with `params` filled in, and the defined, non-empty `query` values in their order. */
  function urlWith(name: R, { params, query }: { params?: Record<string, string | number>; query?: object }): string {
    const route: RoutePath | undefined = paths[name];
    if (!route) throw new Error(`${name} is not a route of this client`);
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    const path = pathOf(route, params);
    const text = search.toString();
    return text ? `${path}?${text}` : path;
  }

  return {
    /**
     * The URL (path and query, no origin) of route `N` with `params` in its path and the defined,
     * non-empty `query` values in their order: a link, an <img> source, or a cache key equal to what
     * `requestOf` asks. Throws on a missing path parameter.
     */
    urlOf<N extends R>(name: N, ...[input]: Arg<UrlInput<N>>): string {
      return urlWith(name, input ?? {});
    },

    /** The request calling route `N` with `input` (`{}` when it takes nothing): a JSON body as JSON text, a FormData as it is; `headers` added. */
    requestOf<N extends R>(name: N, input: CallInput<N>, headers: Record<string, string> = {}): ApiRequest {
      const { body } = input as { body?: unknown };
      const json = body !== undefined && !(body instanceof FormData);
      return {
        url: urlWith(name, input),
        method: paths[name].method,
        headers: { ...headers, ...(json ? { 'Content-Type': 'application/json' } : {}) },
        ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as FormData) }),
      };
    },
  };
}
