/** The client address of a request: its socket peer ('' for an in-process request without a socket). */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientIp(c: Context): string {
  const env = c.env as { incoming?: unknown } | undefined;
  return env?.incoming ? (getConnInfo(c).remote.address ?? '') : '';
}
