/**
 * Per-IP budgets against a real Redis, over real sockets (the client IP comes from the socket and,
 * behind a trusted proxy only, from X-Forwarded-For).
 */
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RedisHandle, startRedis } from '@cabinetry/local/providers';
import { createServiceApp } from './app';
import { budgetKey } from './client-ip';
import { createRateLimits, type RateLimits } from './rate-limit';
import { budgetRefusals } from './metrics';

let redis: RedisHandle;
const opened: { limits: RateLimits; server: ServerType }[] = [];

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  for (const { limits, server } of opened) {
    server.close();
    await limits.close();
  }
  await redis?.stop();
});

let run = 0;

/** Serves an app with a 3-point budget on GET /limited and a distinct-value budget on GET /distinct. */
async function serveBudgets({ trustedProxies = '', multiplier = 1, redisUrl = redis.url } = {}): Promise<string> {
  const limits = createRateLimits({ redisUrl, trustedProxies, multiplier });
  const name = `test-${process.pid}-${++run}`;
  const budget = limits.budget(name, { points: 3, durationSec: 3600, message: 'Too many tries from your network.' });
  const app = createServiceApp({}) as Hono;
  app.get('/limited', budget, (c) => c.json({ ok: true }));
  app.get('/distinct', async (c) => {
    await budget.spendOnFirstSight(c, c.req.query('v') ?? '');
    return c.json({ ok: true });
  });
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  opened.push({ limits, server });
  return `http://127.0.0.1:${port}`;
}

const statuses = async (url: string, count: number, headers: (i: number) => Record<string, string> = () => ({})) => {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await fetch(url, { headers: headers(i) })).status);
  return out;
};

describe('per-IP budgets', () => {
  it('answers 429 with Retry-After and a plain sentence once the budget is spent', async () => {
    const base = await serveBudgets();
    expect(await statuses(`${base}/limited`, 3)).toEqual([200, 200, 200]);
    const refusedBefore = (await budgetRefusals.get()).values.find((v) => v.labels.budget === `test-${process.pid}-${run}`)?.value ?? 0;
    const res = await fetch(`${base}/limited`);
    expect(res.status).toBe(429);
    // counted once, under the budget's name
    expect((await budgetRefusals.get()).values.find((v) => v.labels.budget === `test-${process.pid}-${run}`)?.value).toBe(refusedBefore + 1);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(await res.json()).toEqual({
      error: 'Too many tries from your network. Please try again in 60 minutes.',
      code: 'rate_limited',
      details: { budget: `test-${process.pid}-${run}`, retryAfterSeconds: retryAfter },
    });
  });

  it('never believes an X-Forwarded-For header from a client that is not a trusted proxy', async () => {
    const base = await serveBudgets();
    expect(await statuses(`${base}/limited`, 4, (i) => ({ 'x-forwarded-for': `198.51.100.${i}` }))).toEqual([200, 200, 200, 429]);
  });

  it('behind a trusted proxy, counts the right-most untrusted X-Forwarded-For entry', async () => {
    const base = await serveBudgets({ trustedProxies: 'loopback' });
    // what the client wrote (left) is ignored; the proxy's entry (right) is the client
    const client = (ip: string) => () => ({ 'x-forwarded-for': `203.0.113.${Math.random() * 200 + 1 | 0}, ${ip}` });
    expect(await statuses(`${base}/limited`, 4, client('192.0.2.10'))).toEqual([200, 200, 200, 429]);
    expect(await statuses(`${base}/limited`, 1, client('192.0.2.11'))).toEqual([200]);
  });

  it('scales every budget by the multiplier', async () => {
    const base = await serveBudgets({ multiplier: 2 });
    expect(await statuses(`${base}/limited`, 7)).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('spends on distinct values only, and keeps refusing a value refused once', async () => {
    const base = await serveBudgets();
    const ask = (v: string) => fetch(`${base}/distinct?v=${v}`).then((r) => r.status);
    expect([await ask('a'), await ask('a'), await ask('b'), await ask('c'), await ask('a'), await ask('c')]).toEqual([200, 200, 200, 200, 200, 200]);
    expect([await ask('d'), await ask('d'), await ask('b')]).toEqual([429, 429, 200]);
  });

  it('fails open, within a second per request, when Redis is unreachable', async () => {
    const base = await serveBudgets({ redisUrl: `redis://127.0.0.1:${await freePort()}` });
    const started = Date.now();
    expect(await statuses(`${base}/limited`, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(Date.now() - started).toBeLessThan(5 * 1_000);
  });
});

describe('budgetKey', () => {
  it('keys IPv4 by address and IPv6 by its /64 network', () => {
    expect(budgetKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(budgetKey('2001:db8:1:2:aaaa::1')).toBe(budgetKey('2001:db8:1:2:bbbb::9'));
    expect(budgetKey('2001:db8:1:2::1')).not.toBe(budgetKey('2001:db8:1:3::1'));
  });
});
