/**
 * Finds a TCP port that is free right now, at random below Linux's ephemeral range (32768-60999,
 * where the OS picks the local ports of outgoing connections): a port from that range can be taken
 * by any browser or HTTP client between this check and the moment a service listens on it.
 * A port handed out is also reserved for RESERVATION_MS across every process of this machine (a
 * file created exclusively under the temporary directory), so test files starting systems in
 * parallel never hand the same port to two services before either listens on it.
 */
import { closeSync, mkdirSync, openSync, statSync, unlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOWEST = 20_000;
const HIGHEST = 32_767;
const ATTEMPTS = 50;
/** How long a handed-out port stays reserved for its caller to listen on it (ms). */
const RESERVATION_MS = 120_000;
const RESERVATIONS = join(tmpdir(), 'cabinetry-port-reservations');

/** True when this process now holds `port`'s reservation (none was held, or the old one expired). */
function reserve(port: number): boolean {
  const file = join(RESERVATIONS, String(port));
  try {
    closeSync(openSync(file, 'wx'));
    return true;
  } catch {
    try {
      if (Date.now() - statSync(file).mtimeMs < RESERVATION_MS) return false;
      unlinkSync(file);
    } catch {
      // another process renewed or removed it at the same moment: try another port
      return false;
    }
    return reserve(port);
  }
}

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
  mkdirSync(RESERVATIONS, { recursive: true });
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (reserve(port) && (await isFree(port, host))) return port;
  }
  throw new Error(`could not find a free port between ${LOWEST} and ${HIGHEST}`);
}
