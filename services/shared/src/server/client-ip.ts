/**
 * The client's address of a request, as per-IP budgets count it. The socket peer is the client,
 * unless it is a proxy the operator declares trusted (TRUSTED_PROXIES): then the right-most
 * X-Forwarded-For entry that is not itself a trusted proxy is (proxy-addr). An X-Forwarded-For
 * header a client sends directly is never believed.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import { ConfigError } from './config';

/** Whether an address is a trusted proxy (proxy-addr's compiled trust function). */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * Compiles a TRUSTED_PROXIES list (comma separated IPs, CIDRs or 'loopback'/'linklocal'/'uniquelocal';
 * '' = none). Throws ConfigError naming the bad entry.
 */
export function proxyTrust(list: string): ProxyTrust {
  const entries = list.split(',').map((e) => e.trim()).filter(Boolean);
  try {
    return proxyaddr.compile(entries);
  } catch (err) {
    throw new ConfigError(`TRUSTED_PROXIES: ${(err as Error).message}`);
  }
}

/** The socket peer's address; undefined for a request without a socket (in-process `app.request`). */
function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
  return env?.incoming || env?.server?.incoming ? getConnInfo(c).remote.address : undefined;
}

/** The client's IP address of a raw request (its socket peer and X-Forwarded-For; see the module note). */
export function clientAddress(req: { socket: { remoteAddress?: string }; headers: IncomingHttpHeaders }, trust: ProxyTrust): string {
  return proxyaddr(req as unknown as Parameters<typeof proxyaddr>[0], trust);
}

/** The client's IP address (see the module note); undefined when the request has no socket. */
export function clientIp(c: Context, trust: ProxyTrust): string | undefined {
  const remoteAddress = socketAddress(c);
  if (!remoteAddress) return undefined;
  return clientAddress({ socket: { remoteAddress }, headers: { 'x-forwarded-for': c.req.header('x-forwarded-for') } }, trust);
}

/**
 * What a per-IP budget is keyed on: an IPv4 address (IPv4-mapped IPv6 unwrapped), or the /64 network
 * of an IPv6 address (one subscriber line holds a whole /64). Unparsable input is returned as is.
 */
export function budgetKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16)).join(':')}::/64`;
}
