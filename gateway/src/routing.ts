/**
 * Which service answers an /api request: the route tables (@cabinetry/shared/contracts/api) say,
 * route by route (method and path template; HEAD is answered as GET). Internal routes are never
 * routed; a path or method no table has answers 404 at the gateway. Matching is Hono's own router
 * (its RegExpRouter, or its TrieRouter where the tables' paths need it).
 */
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { SERVICE_ROUTES, honoPath, type RouteSpec, type RouteTable, type ServiceName, type ServiceRoutes } from '@cabinetry/shared/contracts/api';

export type Upstream = ServiceName;

export interface RouteMatch {
  service: ServiceName;
  route: RouteSpec;
}

/** The matcher of `services`' public routes: (method, path) → the route and its service, or null. */
export function apiRouter(services: readonly ServiceRoutes<RouteTable, ServiceName>[] = SERVICE_ROUTES): (method: string, path: string) => RouteMatch | null {
  const router = new SmartRouter<RouteMatch>({ routers: [new RegExpRouter(), new TrieRouter()] });
  for (const { service, routes } of services) {
    for (const route of Object.values(routes)) {
      if (route.access.kind !== 'internal') router.add(route.method, honoPath(route), { service, route });
    }
  }
  return (method, path) => router.match(method === 'HEAD' ? 'GET' : method, path)[0][0]?.[0] ?? null;
}
