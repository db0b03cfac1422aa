/**
 * The process's pino logger. It stays silent until the process's entry point calls
 * `configureLogger` with the settings its config read (LOG_LEVEL, SERVICE_NAME), so code running
 * inside tests, which start apps without an entry point, logs nothing.
 */
import { pino } from 'pino';
import type { ProcessSettings } from './config';

export const logger = pino({ level: 'silent', base: null });
export type Logger = typeof logger;

/** Sets the level and tags every line with `service` (the entry point calls it once, first). */
export function configureLogger(settings: Pick<ProcessSettings, 'name' | 'logLevel'>): void {
  logger.level = settings.logLevel;
  logger.setBindings({ service: settings.name });
}
