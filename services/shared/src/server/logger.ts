/** pino logger; level from LOG_LEVEL (default 'info', 'silent' under vitest). */
import { pino } from 'pino';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  base: { service: process.env.SERVICE_NAME },
});
export type Logger = typeof logger;
