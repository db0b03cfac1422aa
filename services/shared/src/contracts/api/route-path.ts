/**
 * Where a route answers, and its path with parameters filled in: the leaf both paths modules
 * (./paths.ts, every route; ./customer-paths.ts, the customer pages' routes) and the typed client
 * (./route-client.ts) build on. Schema-free.
 */
import type { HttpMethod } from './route';

/** Where a route answers: its method and OpenAPI path template ('{name}' parameters). */
export interface RoutePath {
  method: HttpMethod;
  path: string;
}

/** The path template with `{name}` replaced by the encoded values of `params`; throws on a missing parameter. */
export function pathOf(route: Pick<RoutePath, 'path'>, params: Record<string, string | number> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    if (!(name in params)) throw new Error(`${route.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
}
