/**
 * The gateway's /api hop, on the raw node:http request (before Hono): the owning service
 * (routing.ts) answers through one keep-alive undici Pool per upstream, request and response bodies
 * streamed, nothing re-materialised. On the way:
 * - request: hop-by-hop headers and `x-internal-token` dropped, `x-forwarded-host`/`-proto` set,
 *   `X-Forwarded-For` set to the client's address alone (the socket peer, or what a trusted proxy
 *   says: client-ip.ts), never what the client wrote; bodies limited (body-limit: 64 KB JSON, uploads by
 *   their limit) from Content-Length before anything is read, or counted while a chunked body
 *   streams (the upstream request is then aborted, its connection discarded, never reused); the
 *   refused rest is discarded for a short while, then the client's connection dropped (discardRest),
 *   as is the unread rest of a body the service answered early (a refused upload);
 * - response: security headers, JSON compressed when the client accepts it (compression.ts), and
 *   this request's X-Request-Id (a cached answer carries the one of the request that filled it);
 * - public catalogue lists: answered from the gateway's shared cache when their headers allow it
 *   (shared-cache.ts); the request log line says `cache: 'hit'` or `'miss'` for those;
 * - the request log line holds the path without its query string, credentials redacted (loggablePath);
 * - traces: a server span per hop (tracing.ts) continuing the client's `traceparent` (or nginx's),
 *   named by the route template; the service gets this span's context, the log line its trace_id;
 * - upstream timeouts: no response headers within `headersTimeoutMs` → 504, an unreachable service →
 *   502, both `{ error, code }`; a response body idle for `bodyTimeoutMs` is cut off;
 * - metrics: every answer counted under its route's path template (`unrouted` for those refused
 *   before one is chosen), with its duration.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { PassThrough, pipeline, Transform, type Writable } from 'node:stream';
import { errors, Pool } from 'undici';
import { bodyLimitFor, bodyTooLargeMessage } from '@cabinetry/shared/server/body-limit';
import { clientAddress, type ProxyTrust } from '@cabinetry/shared/server/client-ip';
import { logger } from '@cabinetry/shared/server/logger';
import { securityHeaders } from '@cabinetry/shared/server/security';
import { GATEWAY_API_PATHS } from './api-docs';
import type { ApiErrorBody, ErrorCode } from '@cabinetry/shared/contracts';
import { compressorFor } from './compression';
import { apiRouter, type Upstream } from './routing';
import { mayShare, withSharedCache } from './shared-cache';
import { loggablePath } from '@cabinetry/shared/server/log-redaction';
import { recordRequest } from '@cabinetry/shared/server/metrics';
import { endRequestSpan, startRequestSpan, traceHeadersOf, traceIdOf } from '@cabinetry/shared/server/tracing';
import { honoPath } from '@cabinetry/shared/contracts/api';

/** ms from the request sent to a service's response headers before a 504. */
export const UPSTREAM_HEADERS_TIMEOUT_MS = 10_000;
/** ms a response body (or an upload's answer) may stay idle before it is cut off. */
export const UPSTREAM_BODY_TIMEOUT_MS = 30_000;
/** Keep-alive connections per service (two 32-connection load tests' worth). */
const UPSTREAM_CONNECTIONS = 64;

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'host', 'expect', 'http2-settings']);
const STRIPPED_REQUEST_HEADERS = new Set([...HOP_BY_HOP, 'x-internal-token']);
/** `warning` is what undici's cache adds to an answer it has just revalidated ("response is stale", which it is not). */
const STRIPPED_RESPONSE_HEADERS = new Set([...HOP_BY_HOP, 'warning']);

class BodyTooLarge extends Error {}

/** Dot segments, backslashes and encoded dots/slashes: no API path has them, and a service's URL parser would resolve them past the routing. */
const UNSAFE_PATH = /(^|\/)\.\.?(\/|$)|\\|%2e|%2f|%5c/i;

/**
 * How long, and how many bytes of, a refused body is discarded before the connection is dropped:
 * room for a client to send a whole upload past step 4's limit (and read the 413 it was answered at
 * the start) on a busy machine; nginx's lingering close allows 30 s.
 */
const LINGER_MS = 5_000;
const LINGER_BYTES = 64 * 1024 * 1024;

/**
 * Discards what is left of a refused request body (never parsed or kept) so the client reads its
 * 413 instead of a connection reset (closing a socket with unread input resets it), and keeps the
 * connection usable; past LINGER_MS or LINGER_BYTES the connection is dropped.
 */
function discardRest(req: IncomingMessage): void {
  if (req.readableEnded) return;
  let bytes = 0;
  const drop = () => req.socket?.destroy();
  const timer = setTimeout(drop, LINGER_MS).unref();
  req.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > LINGER_BYTES) drop();
  });
  req.once('close', () => clearTimeout(timer));
  req.resume();
}

/** True when the request reached the gateway over TLS, or a trusted proxy says it reached that proxy over HTTPS. */
export function servedOverHttps(req: IncomingMessage, trust: ProxyTrust): boolean {
  if ((req.socket as TLSSocket).encrypted === true) return true;
  return req.headers['x-forwarded-proto'] === 'https' && trust(req.socket.remoteAddress ?? '', 0);
}

/** Writes a JSON `{ error, code? }` answer (with the security headers) unless one was already started. */
function answerError(res: ServerResponse, https: boolean, status: number, error: string, code?: ErrorCode): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ error, code } satisfies ApiErrorBody);
  res.writeHead(status, {
    ...securityHeaders(https),
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** Counts a streamed request body's bytes and fails with BodyTooLarge past `limit`. */
function byteCounter(limit: number): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(bytes > limit ? new BodyTooLarge() : null, chunk);
    },
  });
}

/** A request id the client sent, when it has the shape the services accept; else a new one. */
const VALID_REQUEST_ID = /^[\w\-=]{1,255}$/;
function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && VALID_REQUEST_ID.test(given) ? given : randomUUID();
}

/** What the service receives: the client's headers but the stripped ones, the forwarding headers, the request id and, with tracing on, the hop's trace context. */
function forwardedHeaders(req: IncomingMessage, https: boolean, trust: ProxyTrust, requestId: string, trace: Record<string, string>): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !STRIPPED_REQUEST_HEADERS.has(name)) headers[name] = value;
  }
  headers['x-forwarded-for'] = clientAddress(req, trust);
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = https ? 'https' : 'http';
  headers['x-request-id'] = requestId;
  Object.assign(headers, trace);
  return headers;
}

function responseHeaders(upstream: IncomingHttpHeaders): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(upstream)) {
    if (value !== undefined && !STRIPPED_RESPONSE_HEADERS.has(name)) headers[name] = value;
  }
  return headers;
}

/**
 * The /api proxy to `upstreams` (base URLs by service) behind the proxies `trust` names (`timeouts`
 * in ms and `routeOf`, the route tables' router, for tests): `intercept` answers every /api request
 * but the gateway's own (serveApp's intercept); `close` ends the upstream pools.
 */
export function createApiProxy(
  upstreams: Record<Upstream, string>,
  trust: ProxyTrust,
  timeouts = { headers: UPSTREAM_HEADERS_TIMEOUT_MS, body: UPSTREAM_BODY_TIMEOUT_MS },
  routeOf = apiRouter(),
) {
  const pools = Object.fromEntries(
    Object.entries(upstreams).map(([name, origin]) => [
      name,
      new Pool(origin, { connections: UPSTREAM_CONNECTIONS, pipelining: 1, headersTimeout: timeouts.headers, bodyTimeout: timeouts.body }),
    ]),
  ) as Record<Upstream, Pool>;
  const sharedCatalogue = withSharedCache(pools.catalogue);

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const started = performance.now();
    let route = 'unrouted';
    const header = (name: string) => [req.headers[name]].flat()[0];
    const hop = startRequestSpan(req.method ?? '', header);
    res.once('finish', () => {
      recordRequest(route, req.method ?? '', res.statusCode, (performance.now() - started) / 1000);
      endRequestSpan(hop.span, req.method ?? '', route, res.statusCode);
    });
    const https = servedOverHttps(req, trust);
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (UNSAFE_PATH.test(path)) return answerError(res, https, 400, 'Invalid request path', 'invalid_request');
    const match = routeOf(req.method ?? 'GET', path);
    if (!match) return answerError(res, https, 404, `No route for ${req.method} ${path}`, 'no_route');
    const target = match.service;
    route = honoPath(match.route);

    const limit = bodyLimitFor(match.route, req.headers['content-type']);
    const declaredLength = req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length']);
    if (declaredLength !== undefined && declaredLength > limit) {
      discardRest(req);
      return answerError(res, https, 413, bodyTooLargeMessage(limit), 'body_too_large');
    }
    const hasBody = (declaredLength ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    // The body reaches undici through a stream of ours (a chunked one counted on its way): when the
    // service answers before reading it all (a refused upload), undici destroys that stream, not the
    // client's request, whose rest is then discarded (below) so the client reads the answer instead of
    // a reset. pipe() (unlike pipeline) leaves the client's socket open for that.
    const body = !hasBody ? null : req.pipe(declaredLength !== undefined ? new PassThrough() : byteCounter(limit));
    const requestId = requestIdOf(req);
    const shared = target === 'catalogue' && mayShare(req, path, hasBody);
    let fromCache = false;
    res.once('finish', () => {
      const line = {
        reqId: requestId,
        trace_id: traceIdOf(hop.span),
        method: req.method,
        path: loggablePath(path),
        upstream: target,
        ...(shared && { cache: fromCache ? 'hit' : 'miss' }),
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      };
      if (res.statusCode >= 500) logger.error(line, 'proxied request failed');
      else logger.info(line, 'proxied request');
      if (body && !req.readableEnded) {
        req.unpipe();
        discardRest(req);
      }
    });

    (shared ? sharedCatalogue : pools[target])
      // the cache keys its entries on the origin, and passes a request without one straight through
      .stream({ origin: upstreams[target], path: url, method: req.method as 'GET', headers: forwardedHeaders(req, https, trust, requestId, traceHeadersOf(hop.context)), body }, ({ statusCode, headers }) => {
        fromCache = headers.age !== undefined; // the cache's answers carry their Age; the services send none
        const outgoing = { ...responseHeaders(headers), 'x-request-id': requestId };
        const compressor = req.method === 'HEAD' ? null : compressorFor(req.headers['accept-encoding'], statusCode, outgoing);
        res.writeHead(statusCode, { ...securityHeaders(https), ...outgoing });
        if (!compressor) return res;
        pipeline(compressor, res, () => {});
        return compressor as Writable;
      })
      .catch((err: unknown) => {
        if (err instanceof BodyTooLarge) {
          req.unpipe();
          discardRest(req);
          return answerError(res, https, 413, bodyTooLargeMessage(limit), 'body_too_large');
        }
        if (err instanceof errors.HeadersTimeoutError) return answerError(res, https, 504, `The ${target} service did not answer in time. Please try again shortly.`, 'unavailable');
        answerError(res, https, 502, `The ${target} service is not answering. Please try again shortly.`, 'unavailable');
      });
  }

  return {
    intercept(req: IncomingMessage, res: ServerResponse): boolean {
      // eslint-disable-next-line no-restricted-syntax -- the API's prefix, not a route
      if (!req.url?.startsWith('/api/') || GATEWAY_API_PATHS.has(req.url.split('?')[0])) return false;
      handle(req, res);
      return true;
    },
    close: () => Promise.all(Object.values(pools).map((pool) => pool.close())).then(() => undefined),
  };
}
