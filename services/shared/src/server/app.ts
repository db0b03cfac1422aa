/** A service's Hono app with request ids and logs, the shared error handling and a /health route backed by `checks`. */
import { type Env, Hono } from 'hono';
import { isMultipart, JSON_BODY_LIMIT, limitBody } from './body-limit';
import { handleError, handleNotFound } from './errors';
import { requestLog } from './request-log';
import { countRequests } from './metrics';
import { traceRequests } from './tracing';

export type HealthCheck = () => Promise<boolean>;

/**
 * New Hono app: a trace span per request (tracing.ts), request id + log, request metrics, JSON errors, JSON 404, non-multipart request
 * bodies limited to JSON_BODY_LIMIT (multipart ones by the upload route that takes them:
 * mountRoutes), GET /health → 200 {status:'ok'} or 503 naming failed checks.
 */
export function createServiceApp<E extends Env = Env>(checks: Record<string, HealthCheck>): Hono<E> {
  const app = new Hono<E>();
  app.use(traceRequests());
  app.use(...requestLog());
  app.use(countRequests());
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use('*', limitBody((type) => (isMultipart(type) ? null : JSON_BODY_LIMIT)));
  app.get('/health', async (c) => {
    const results = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await check().catch(() => false)] as const));
    const failed = results.filter(([, ok]) => !ok).map(([name]) => name);
    return failed.length ? c.json({ status: 'unhealthy', failed }, 503) : c.json({ status: 'ok' });
  });
  return app;
}
