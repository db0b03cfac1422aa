/**
 * The SPA's transport of the typed client (@cabinetry/shared/contracts/api/client): a call names its
 * route by operation id, `call('bookAppointment', { query, body })`, and goes out with the session's
 * cookies; no schema reaches the bundle (frontend/build/js-budget.test.ts). Failures are ApiErrors
 * (./client.ts).
 */
import { requestOf, type CallAnswer, type CallInput, type ClientRoute } from '@cabinetry/shared/contracts/api/client';
import { request } from './client';

export { urlOf, type CallAnswer, type CallInput, type ClientRoute } from '@cabinetry/shared/contracts/api/client';

/** Extra request options: headers (e.g. the back office's bearer token). */
export interface CallOptions {
  headers?: Record<string, string>;
}

/**
 * Calls route `N` with the session's credentials (`{}` when it takes nothing): a JSON body as JSON,
 * a FormData as multipart; resolves to the parsed answer (ApiError otherwise).
 */
export function call<N extends ClientRoute>(name: N, input: CallInput<N>, options: CallOptions = {}): Promise<CallAnswer<N>> {
  const { url, ...init } = requestOf(name, input, options.headers);
  return request<CallAnswer<N>>(url, init);
}
