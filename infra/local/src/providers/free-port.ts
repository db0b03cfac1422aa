/**
 * Finds a TCP port that is free right now, at random below Linux's ephemeral range (32768-60999,
 * where the OS picks the local ports of outgoing connections): a port from that range can be taken
 * by any browser or HTTP client between this check and the moment a service listens on it.
 */
import { createServer } from 'node:net';

const LOWEST = 20_000;
const HIGHEST = 32_767;
const ATTEMPTS = 50;

/** True when `port` on `host` can be listened on now. */
function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** A free port between 20000 and 32767 on `host`; throws when none of ATTEMPTS random ones is free. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (await isFree(port, host)) return port;
  }
  throw new Error(`could not find a free port between ${LOWEST} and ${HIGHEST}`);
}
