/**
 * Request id and request log of every service: the id comes from the caller's `X-Request-Id` (the
 * gateway sets one per request and forwards it to the service it calls) or is generated, is echoed
 * in the response's `X-Request-Id`, and tags one pino line per request (method, path, status, ms, and the trace_id when tracing is on; health checks at debug level).
 * The line holds the path without its query string, credentials redacted (log-redaction.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { logger } from './logger';
import { loggablePath } from './log-redaction';
import { currentTraceId } from './tracing';

/** The header carrying the request id between the browser, the gateway and the services. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The request id of `c` (set by `requestLog`), or undefined outside it. */
export const requestIdOf = (c: Context): string | undefined => c.get('requestId');

/** Middleware pair: hono's requestId (reuses a valid incoming X-Request-Id) then one log line per request. */
export function requestLog(): MiddlewareHandler[] {
  const log: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    const line = { reqId: requestIdOf(c), trace_id: currentTraceId(), method: c.req.method, path: loggablePath(c.req.path), status: c.res.status, ms };
    if (c.res.status >= 500) logger.error(line, 'request failed');
    else if (c.req.path === '/health') logger.debug(line, 'request');
    else logger.info(line, 'request');
  };
  return [requestId({ headerName: REQUEST_ID_HEADER }), log];
}
