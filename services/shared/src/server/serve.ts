/** Starts a Hono app on a port with graceful shutdown on SIGINT/SIGTERM (then runs `onClose`). */
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { logger } from './logger';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function serveApp(app: Hono<any>, port: number, name: string, onClose: () => Promise<void> = async () => {}): void {
  const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
    logger.info({ port: info.port }, `${name} listening on ${info.port}`);
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
