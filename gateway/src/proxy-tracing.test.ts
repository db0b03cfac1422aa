/**
 * Issue 40 item 4, the gateway's part: the /api hop is a server span continuing the client's (or
 * nginx's) traceparent, and the service behind it continues the hop's span, so the trace runs from
 * the gateway into the service.
 */
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServiceApp } from '@cabinetry/shared/server/app';
import { ANONYMOUS, defineRoutes } from '@cabinetry/shared/contracts/api';
import { proxyTrust } from '@cabinetry/shared/server/client-ip';
import { createHttpServer } from '@cabinetry/shared/server/serve';
import { startTracing } from '@cabinetry/shared/server/tracing';
import { TEST_PROCESS } from '@cabinetry/shared/testing';
import { createApp } from './app';
import { createApiProxy } from './proxy';
import { apiRouter } from './routing';

const listen = async (server: ReturnType<typeof createHttpServer>) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const exporter = new InMemorySpanExporter();
let stopTracing: () => Promise<void>;
const catalogue = createServiceApp({});
catalogue.get('/api/public/styles/:id', (c) => c.json({ traceparent: c.req.header('traceparent') ?? null }));
const upstreamServer = createHttpServer(catalogue);
const ROUTES = defineRoutes('catalogue', { style: { method: 'GET', path: '/api/public/styles/{id}', summary: 'a style', access: ANONYMOUS, responses: { 200: { description: 'ok' } } } });
let proxy: ReturnType<typeof createApiProxy>;
let gatewayServer: ReturnType<typeof createHttpServer>;
let gateway: string;

beforeAll(async () => {
  stopTracing = startTracing({ serviceName: 'gateway-test', exporter });
  const upstream = await listen(upstreamServer);
  const upstreams = { catalogue: upstream, onboarding: upstream, scheduling: upstream, identity: upstream };
  proxy = createApiProxy(upstreams, proxyTrust(''), undefined, apiRouter([ROUTES]));
  gatewayServer = createHttpServer(createApp({ port: 0, process: TEST_PROCESS, upstreams, staticDir: '', rendererDir: '', trustedProxies: '' }), proxy.intercept);
  gateway = await listen(gatewayServer);
});

afterAll(async () => {
  await proxy.close();
  gatewayServer.close();
  upstreamServer.close();
  await stopTracing();
});

describe('gateway /api hop traces', () => {
  it('continues the client’s trace in a hop span, which the service continues', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const clientSpanId = '00f067aa0ba902b7';
    const res = await fetch(`${gateway}/api/public/styles/7`, { headers: { traceparent: `00-${traceId}-${clientSpanId}-01` } });
    expect(res.status).toBe(200);
    const { traceparent } = (await res.json()) as { traceparent: string };

    const spans = await vi.waitFor(() => {
      const found = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
      expect(found).toHaveLength(2);
      return found;
    });
    const hop = spans.find((s) => s.parentSpanContext?.spanId === clientSpanId)!;
    const service = spans.find((s) => s !== hop)!;
    expect(hop.name).toBe('GET /api/public/styles/:id');
    expect(hop.attributes['http.response.status_code']).toBe(200);
    expect(traceparent).toBe(`00-${traceId}-${hop.spanContext().spanId}-01`);
    expect(service.name).toBe('GET /api/public/styles/:id');
    expect(service.parentSpanContext?.spanId).toBe(hop.spanContext().spanId);
  });
});
