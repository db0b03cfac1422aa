/**
 * A process serving with `serveApp`, for the graceful-shutdown test: GET /slow?ms=N answers 'done'
 * after N ms (logging 'slow request started' first); onClose throws when FAIL_CLOSE is set.
 */
import { Hono } from 'hono';
import { logger } from './logger';
import { serveApp } from './serve';

const app = new Hono();
app.get('/slow', async (c) => {
  logger.info('slow request started');
  await new Promise((resolve) => setTimeout(resolve, Number(c.req.query('ms'))));
  return c.text('done');
});
serveApp(app, 0, 'fixture', async () => {
  if (process.env.FAIL_CLOSE) throw new Error('closing the database failed');
  logger.info('closed');
});
