import { describe, expect, it, vi } from 'vitest';
import { createServiceApp } from './app';
import { requestIdOf } from './request-log';
import { loggablePath } from './log-redaction';
import { logger } from './logger';

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

describe('the request log line', () => {
  it('holds the path without its query, the manage token redacted', async () => {
    const app = createServiceApp({});
    app.get('/api/appointments/manage/:token', (c) => c.json({}));
    const lines: Record<string, unknown>[] = [];
    const info = vi.spyOn(logger, 'info').mockImplementation(((line: Record<string, unknown>) => void lines.push(line)) as typeof logger.info);
    try {
      await app.request('/api/appointments/manage/SECRET-TOKEN?sig=SECRET-SIG');
    } finally {
      info.mockRestore();
    }
    expect(lines).toEqual([expect.objectContaining({ path: '/api/appointments/manage/[redacted]' })]);
    expect(JSON.stringify(lines)).not.toMatch(/SECRET/);
    expect(loggablePath('/appointment/abc.def/')).toBe('/appointment/[redacted]/');
    expect(loggablePath('/ar/appointment/abc.def')).toBe('/ar/appointment/[redacted]');
    expect(loggablePath('/fr/appointment/abc.def')).toBe('/fr/appointment/[redacted]');
  });
});
