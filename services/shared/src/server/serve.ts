/**
 * HTTP servers for Hono apps: `createHttpServer` (not yet listening) and `serveApp`, which starts one
 * on a port with graceful shutdown: on SIGINT/SIGTERM the server stops accepting, in-flight requests
 * finish (connections still open at the deadline are cut and the process exits 1), then `onClose`
 * closes Mongo, Redis and queues (exit 1 when it throws, else 0). `intercept`, when given, sees
 * every raw request first and returns true for those it answered itself (the gateway's /api hop);
 * the others go to the app. Metrics (metrics.ts) are served on METRICS_PORT when it is set.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ProcessSettings } from './config';
import { logger } from './logger';
import { exitOnSignal } from './shutdown';
import { serveMetricsFromEnv } from './metrics';

/** Resolves once every connection of `server` has ended; rejects when `deadlineMs` passes first (then cuts them). */
function drain(server: Server, deadlineMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // Keep-alive connections go idle once their request is answered: close them as they do.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const timer = setTimeout(() => {
      server.closeAllConnections();
      reject(new Error(`in-flight requests still running after ${deadlineMs} ms`));
    }, deadlineMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Answers a raw request itself (true) or leaves it to the app (false). */
export type Intercept = (req: IncomingMessage, res: ServerResponse) => boolean;

/** An HTTP server for `app` (after `intercept`); requests Node's parser refuses get a JSON error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function createHttpServer(app: Hono<any>, intercept?: Intercept): Server {
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (!intercept?.(req, res)) void listener(req, res);
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    // Requests Node's HTTP parser refuses (oversized headers/URL, malformed) still get a JSON error.
    if (!socket.writable) return socket.destroy();
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify({ error: tooLarge ? 'Request URL or headers too large' : 'Malformed HTTP request' });
    socket.end(
      `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}

/**
 * Serves `app` on `settings.host`:`port` (0 = any free port), draining within
 * `settings.shutdownDeadlineMs` on SIGTERM/SIGINT, then `onClose`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function serveApp(app: Hono<any>, port: number, settings: ProcessSettings, onClose: () => Promise<void> = async () => {}, intercept?: Intercept): void {
  const { name } = settings;
  const server = createHttpServer(app, intercept);
  server.listen(port, settings.host, () => {
    const { port: actual } = server.address() as AddressInfo;
    logger.info({ port: actual }, `${name} listening on ${actual}`);
  });
  const closeMetrics = serveMetricsFromEnv(name);
  closeMetrics.catch((err: unknown) => {
    logger.error({ err }, `${name}: metrics server failed`);
    process.exit(1);
  });
  exitOnSignal(name, async (deadlineMs) => {
    let drained: unknown = null;
    await drain(server, deadlineMs).catch((err: unknown) => (drained = err));
    await (await closeMetrics)();
    await onClose();
    if (drained) throw drained;
  }, settings.shutdownDeadlineMs);
}
