/**
 * The typed client of every route a client outside the services may call (./route-client.ts over
 * ./paths.ts): for the back office, the system tests, the bench and the smoke runs. The customer
 * pages use ./customer-client.ts instead, which names their routes alone.
 */
import { API_PATHS } from './paths';
import { routeClient, type ClientRoute } from './route-client';

export type { ApiRequest, Arg, CallAnswer, CallInput, ClientRoute, RouteOf, UrlInput } from './route-client';

/** `urlOf(name, { params, query })`, the URL of route `name`, and `requestOf(name, input, headers)`, the request calling it (./route-client.ts). */
export const { urlOf, requestOf } = routeClient<ClientRoute>(API_PATHS);
