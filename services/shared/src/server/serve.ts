/**
 * Starts a Hono app on a port with graceful shutdown: on SIGINT/SIGTERM the server stops accepting,
 * in-flight requests finish (connections still open at the deadline are cut and the process exits
 * 1), then `onClose` closes Mongo, Redis and queues (exit 1 when it throws, else 0).
 */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { Hono } from 'hono';
import { logger } from './logger';
import { exitOnSignal } from './shutdown';

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function serveApp(app: Hono<any>, port: number, name: string, onClose: () => Promise<void> = async () => {}): void {
  const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
    logger.info({ port: info.port }, `${name} listening on ${info.port}`);
  }) as Server;
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
  exitOnSignal(name, async (deadlineMs) => {
    let drained: unknown = null;
    await drain(server, deadlineMs).catch((err: unknown) => (drained = err));
    await onClose();
    if (drained) throw drained;
  });
}
