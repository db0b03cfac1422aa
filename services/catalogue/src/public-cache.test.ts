import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { TTL_MS, createPublicCache } from './public-cache';

function appWith(clock: { t: number }) {
  const cache = createPublicCache(() => clock.t);
  let version = 1;
  const app = new Hono();
  app.use('/api/public/*', cache.read);
  app.use('/api/admin/*', cache.invalidateOnWrite);
  app.get('/api/public/styles', (c) => c.json({ version }));
  app.post('/api/admin/styles', (c) => {
    version++;
    return c.json({ ok: true }, 201);
  });
  app.post('/api/admin/broken', () => {
    version++;
    return new Response('{"error":"no"}', { status: 400 });
  });
  return app;
}

const read = async (app: Hono) => (await (await app.request('/api/public/styles')).json()) as { version: number };

describe('public catalogue cache', () => {
  it('serves the cached list until an admin write clears it', async () => {
    const clock = { t: 0 };
    const app = appWith(clock);
    expect(await read(app)).toEqual({ version: 1 });
    await app.request('/api/admin/broken', { method: 'POST' });
    expect(await read(app)).toEqual({ version: 1 }); // a failed write keeps the cache
    await app.request('/api/admin/styles', { method: 'POST' });
    expect(await read(app)).toEqual({ version: 3 });
  });

  it('expires entries after the TTL', async () => {
    const clock = { t: 0 };
    const app = appWith(clock);
    await read(app);
    await app.request('/api/admin/broken', { method: 'POST' });
    clock.t += TTL_MS + 1;
    expect(await read(app)).toEqual({ version: 2 });
  });
});
