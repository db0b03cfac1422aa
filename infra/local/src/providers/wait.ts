/** Polling helpers used while infrastructure processes come up. */
import { connect } from 'node:net';
import type { ManagedChild } from '../process';

/** Sends one inline command over TCP and resolves with the first chunk of the reply ('' on failure). */
export function tcpExchange(port: number, request: string, host = '127.0.0.1', timeoutMs = 1000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const finish = (reply: string) => {
      socket.destroy();
      resolve(reply);
    };
    socket.setTimeout(timeoutMs, () => finish(''));
    socket.once('error', () => finish(''));
    socket.once('connect', () => (request ? socket.write(request) : finish('connected')));
    socket.once('data', (data) => finish(data.toString()));
  });
}

/**
 * Polls `ready` until it returns true. Fails when `child` exits first (with its last output) or after
 * timeoutMs.
 */
export async function waitUntil(
  what: string,
  ready: () => Promise<boolean>,
  { child, timeoutMs = 30_000 }: { child?: ManagedChild; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (child && !child.running()) {
      throw new Error(`${what} exited before it was ready:\n${child.output()}`);
    }
    if (Date.now() > deadline) {
      throw new Error(`${what} was not ready after ${timeoutMs / 1000} s${child ? `:\n${child.output()}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
