import { describe, expect, it } from 'vitest';
import { createServiceApp } from './app';
import { requestIdOf } from './request-log';

describe('request id', () => {
  const app = createServiceApp({});
  app.get('/echo', (c) => c.json({ id: requestIdOf(c) }));

  it("reuses the caller's X-Request-Id and echoes it", async () => {
    const res = await app.request('/echo', { headers: { 'X-Request-Id': 'gw-123' } });
    expect(res.headers.get('X-Request-Id')).toBe('gw-123');
    expect(await res.json()).toEqual({ id: 'gw-123' });
  });

  it('makes one up when the caller sent none, also on errors', async () => {
    const res = await app.request('/missing');
    expect(res.status).toBe(404);
    expect(res.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
