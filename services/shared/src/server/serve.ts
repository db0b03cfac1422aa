/** Starts a Hono app on a port with graceful shutdown on SIGINT/SIGTERM (then runs `onClose`). */
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { logger } from './logger';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function serveApp(app: Hono<any>, port: number, name: string, onClose: () => Promise<void> = async () => {}): void {
  const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
    logger.info({ port: info.port }, `${name} listening on ${info.port}`);
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
  const shutdown = () => {
    server.close();
    onClose()
      .catch((err) => logger.error({ err }, 'shutdown failed'))
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
