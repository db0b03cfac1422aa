/**
 * The customer pages' transport of the typed client (@cabinetry/shared/contracts/api/customer-client):
 * a call names its route by operation id, `call('bookAppointment', { query, body })`, and goes out
 * with the session's cookies. It names only the routes a visitor calls without a staff account, so
 * neither a schema nor a back-office path reaches a customer bundle (frontend/build/js-budget.test.ts);
 * the back office calls through admin/api/http.ts. Failures are ApiErrors (./client.ts).
 */
import { requestOf, type CallAnswer, type CallInput, type CustomerRoute } from '@cabinetry/shared/contracts/api/customer-client';
import { request } from './client';

export { urlOf, type CallAnswer, type CallInput, type CustomerRoute } from '@cabinetry/shared/contracts/api/customer-client';

/** Extra request options: headers. */
export interface CallOptions {
  headers?: Record<string, string>;
}

/**
 * Calls customer route `N` with the session's credentials (`{}` when it takes nothing): a JSON body
 * as JSON, a FormData as multipart; resolves to the parsed answer (ApiError otherwise).
 */
export function call<N extends CustomerRoute>(name: N, input: CallInput<N>, options: CallOptions = {}): Promise<CallAnswer<N>> {
  const { url, ...init } = requestOf(name, input, options.headers);
  return request<CallAnswer<N>>(url, init);
}
