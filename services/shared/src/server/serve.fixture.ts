/**
 * A process serving with `serveApp`, for the graceful-shutdown test: GET /slow?ms=N answers 'done'
 * after N ms (logging 'slow request started' first); onClose throws when FAIL_CLOSE is true. Its
 * config reads what every process does (HOST, LOG_LEVEL, SHUTDOWN_DEADLINE_MS) plus FAIL_CLOSE.
 */
import { Hono } from 'hono';
import { processSettings, readConfig } from './config';
import { configureLogger, logger } from './logger';
import { serveApp } from './serve';

const config = readConfig((read) => ({ process: processSettings(read, 'fixture'), failClose: read.boolean('FAIL_CLOSE', false) }));
configureLogger(config.process);

const app = new Hono();
app.get('/slow', async (c) => {
  logger.info('slow request started');
  await new Promise((resolve) => setTimeout(resolve, Number(c.req.query('ms'))));
  return c.text('done');
});
serveApp(app, 0, config.process, async () => {
  if (config.failClose) throw new Error('closing the database failed');
  logger.info('closed');
});
