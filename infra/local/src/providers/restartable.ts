/**
 * An infrastructure child process that fault tests can stop (or kill) and start again on the same
 * port and data directory, e.g. Redis stopped mid-bookings or the MongoDB process killed with -9.
 */
import type { ManagedChild } from '../process';

export interface RestartableProcess {
  /** Ends the process: SIGTERM (a clean stop, the default) or another signal such as SIGKILL (a crash). */
  halt(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again with the same port, data directory and arguments; resolves once it is ready. */
  resume(): Promise<void>;
}

/**
 * Ends a managed child: stop() for SIGTERM (with its SIGKILL fallback), else `signal` sent to its
 * whole process group at once. Resolves once it has exited.
 */
export async function endChild(child: ManagedChild, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (signal === 'SIGTERM') {
    await child.stop();
    return;
  }
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
  await child.exited;
}

/**
 * Runs `start` (spawn and wait until ready; it must clean up after itself when it throws) now and
 * again on every resume(); stop() ends whichever process is current.
 */
export async function restartableChild(
  start: () => Promise<ManagedChild>,
): Promise<RestartableProcess & { stop(): Promise<void> }> {
  let child = await start();
  return {
    halt: (signal) => endChild(child, signal),
    async resume() {
      if (child.running()) throw new Error(`${child.name} is still running: halt() it first`);
      child = await start();
    },
    stop: () => endChild(child),
  };
}
