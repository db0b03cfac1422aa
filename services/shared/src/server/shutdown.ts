/**
 * Graceful shutdown of a process on SIGINT/SIGTERM: run `close` (stop accepting, finish in-flight
 * work, close Mongo, Redis, queues) within `deadlineMs`, then exit 0; exit 1 when `close` throws or
 * the deadline passes. The deadline (the config's SHUTDOWN_DEADLINE_MS, default 10 s) stays below
 * compose's stop_grace_period (30 s) so the process ends itself before Docker kills it.
 */
import { logger } from './logger';

/**
 * Installs the SIGINT/SIGTERM handlers of the process `name`; `close` receives `deadlineMs` (ms) so
 * it can cut work short.
 */
export function exitOnSignal(name: string, close: (deadlineMs: number) => Promise<void>, deadlineMs: number): void {
  const shutdown = (signal: NodeJS.Signals) => {
    logger.info({ signal, deadlineMs }, `${name} shutting down`);
    const timer = setTimeout(() => {
      logger.error({ deadlineMs }, `${name} did not shut down within the deadline`);
      process.exit(1);
    }, deadlineMs + 1_000);
    timer.unref();
    close(deadlineMs).then(
      () => {
        logger.info(`${name} stopped`);
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, `${name} shutdown failed`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
