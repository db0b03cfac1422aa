/**
 * Metrics: a service app's requests counted under their route pattern (never the raw path), and the
 * metrics server's /metrics and /health over a real socket.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createServiceApp } from './app';
import { metricsPort, registry, serveMetrics, watchQueues } from './metrics';

const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

async function metricsServer(checks?: Record<string, () => Promise<boolean>>): Promise<string> {
  const server = await serveMetrics(0, 'test-service', checks);
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('request metrics', () => {
  it('counts requests by matched route, method and status, with durations', async () => {
    const app = createServiceApp({}) as Hono;
    app.get('/things/:thingId', (c) => c.json({ id: c.req.param('thingId') }));
    await app.request('/things/1');
    await app.request('/things/2');
    await app.request('/no/such/path/12345');
    const text = await registry.metrics();
    expect(text).toMatch(/http_requests_total\{route="\/things\/:thingId",method="GET",status="200"[^}]*\} 2/);
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/things\/:thingId",method="GET",status="200"[^}]*\} 2/);
    expect(text).toMatch(/http_requests_total\{route="[^"]*",method="GET",status="404"/);
    expect(text).not.toContain('12345');
  });
});

describe('metrics server', () => {
  it('serves /metrics with the service label and the process metrics', async () => {
    const base = await metricsServer();
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('process_cpu_seconds_total{service="test-service"}');
    expect(text).toContain('# TYPE budget_refusals_total counter');
    expect((await fetch(`${base}/api/anything`)).status).toBe(404);
  });

  it('answers /health by its checks', async () => {
    expect((await fetch(`${await metricsServer()}/health`)).status).toBe(200);
    const failing = await fetch(`${await metricsServer({ mongo: async () => true, redis: async () => false })}/health`);
    expect(failing.status).toBe(503);
    expect(await failing.json()).toEqual({ status: 'unhealthy', failed: ['redis'] });
  });

  it('reads queue depth at scrape time', async () => {
    let waiting = 3;
    watchQueues([{ name: 'notifications', getJobCounts: async () => ({ waiting, active: 1, delayed: 2, failed: 0 }), getJobs: async () => [] }]);
    expect(await registry.metrics()).toMatch(/queue_jobs\{queue="notifications",state="waiting"[^}]*\} 3/);
    waiting = 0;
    expect(await registry.metrics()).toMatch(/queue_jobs\{queue="notifications",state="waiting"[^}]*\} 0/);
  });

  it('takes METRICS_PORT only when it is a port', () => {
    expect(metricsPort({})).toBeUndefined();
    expect(metricsPort({ METRICS_PORT: '' })).toBeUndefined();
    expect(metricsPort({ METRICS_PORT: '9464' })).toBe(9464);
    expect(() => metricsPort({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT must be a port/);
  });
});
