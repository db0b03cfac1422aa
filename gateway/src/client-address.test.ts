/**
 * The gateway tells the services who the client is: X-Forwarded-For carries the client's address
 * alone (its socket peer, or a trusted proxy's entry), never what the client wrote. Real sockets.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyTrust } from '@cabinetry/shared/server/client-ip';
import { createHttpServer } from '@cabinetry/shared/server/serve';
import { createApp } from './app';
import { createApiProxy } from './proxy';
import { TEST_PROCESS } from '@cabinetry/shared/testing';

const servers: (ServerType | ReturnType<typeof createHttpServer>)[] = [];
let upstream: string;

function listen(fetch: (req: Request) => Response | Promise<Response>): Promise<string> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(`http://127.0.0.1:${info.port}`));
    servers.push(server);
  });
}

/** A gateway (its /api hop before its app) in front of the echo upstream, trusting `trustedProxies`. */
function gateway(trustedProxies: string): Promise<string> {
  const upstreams = { catalogue: upstream, onboarding: upstream, scheduling: upstream, identity: upstream };
  const proxy = createApiProxy(upstreams, proxyTrust(trustedProxies));
  const server = createHttpServer(createApp({ port: 0, process: TEST_PROCESS, staticDir: '', rendererDir: '', trustedProxies, upstreams }), proxy.intercept);
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

/** What the upstream saw as X-Forwarded-For for a request sent with `sent`. */
async function forwardedFor(base: string, sent?: string): Promise<string | null> {
  const res = await fetch(`${base}/api/public/styles`, { headers: sent ? { 'x-forwarded-for': sent } : {} });
  return ((await res.json()) as { forwardedFor: string | null }).forwardedFor;
}

beforeAll(async () => {
  upstream = await listen(new Hono().get('*', (c) => c.json({ forwardedFor: c.req.header('x-forwarded-for') ?? null })).fetch);
});

afterAll(() => servers.forEach((s) => s.close()));

describe('X-Forwarded-For towards the services', () => {
  it('is the socket address when the client is not a trusted proxy, whatever the client wrote', async () => {
    const base = await gateway('');
    expect(await forwardedFor(base)).toBe('127.0.0.1');
    expect(await forwardedFor(base, '198.51.100.7')).toBe('127.0.0.1');
  });

  it("is the trusted proxy's client entry, and only that, behind a trusted proxy", async () => {
    const base = await gateway('loopback');
    expect(await forwardedFor(base, '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('HTTPS as the gateway sees it', () => {
  it('sends HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    const hsts = async (base: string) => (await fetch(`${base}/api/public/styles`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security');
    expect(await hsts(await gateway(''))).toBeNull();
    expect(await hsts(await gateway('loopback'))).toMatch(/^max-age=\d+/);
  });
});
