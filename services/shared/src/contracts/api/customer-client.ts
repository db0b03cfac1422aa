/**
 * The typed client of the customer pages (./route-client.ts over ./customer-paths.ts): it names only
 * the routes a visitor calls without a staff account, so a customer bundle holds only their paths;
 * a staff route does not compile here (customer-client.test.ts).
 */
import { CUSTOMER_PATHS, type CustomerRoute } from './customer-paths';
import { routeClient } from './route-client';

export type { CustomerRoute } from './customer-paths';
export type { ApiRequest, CallAnswer, CallInput, UrlInput } from './route-client';

/** `urlOf(name, { params, query })` and `requestOf(name, input, headers)` for the customer routes (./route-client.ts). */
export const { urlOf, requestOf } = routeClient<CustomerRoute>(CUSTOMER_PATHS);
