/**
 * HTTP servers for Hono apps: `createHttpServer` (not yet listening) and `serveApp`, which starts one
 * on a port with graceful shutdown on SIGINT/SIGTERM (then runs `onClose`). `intercept`, when
 * given, sees every raw request first and returns true for those it answered itself (the gateway's
 * /api hop); the others go to the app.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { logger } from './logger';

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function serveApp(app: Hono<any>, port: number, name: string, onClose: () => Promise<void> = async () => {}, intercept?: Intercept): void {
  const server = createHttpServer(app, intercept);
  server.listen(port, process.env.HOST ?? '0.0.0.0', () => {
    const { port: actual } = server.address() as AddressInfo;
    logger.info({ port: actual }, `${name} listening on ${actual}`);
  });
  const shutdown = () => {
    server.close();
    onClose()
      .catch((err) => logger.error({ err }, 'shutdown failed'))
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
