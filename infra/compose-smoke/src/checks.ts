/**
 * The checks of a run against real containers (`npm run compose:smoke`, `npm run k8s:play`): each
 * printed as it ends with the seconds since the run started (PASS, SKIP, FAIL and why), counted in
 * a closing `<label>: N passed, N failed, N skipped` line that .ci/run adds to its own.
 */
import { createServer } from 'node:net';

type Outcome = 'passed' | 'failed' | 'skipped';

export class Checks {
  private readonly started = Date.now();
  private readonly results: { name: string; outcome: Outcome; detail?: string }[] = [];

  /** Seconds since the run started, e.g. `42 s`. */
  elapsed = (): string => `${Math.round((Date.now() - this.started) / 1000)} s`;

  /** Prints `line` after the elapsed time. */
  log = (line: string): void => void process.stdout.write(`[${this.elapsed().padStart(6)}] ${line}\n`);

  /** Runs one check: a thrown error fails it; a returned `{ skipped }` skips it with the reason. Resolves whether it did not fail. */
  async check(name: string, body: () => Promise<void | { skipped: string }>): Promise<boolean> {
    try {
      const result = await body();
      const outcome: Outcome = result && 'skipped' in result ? 'skipped' : 'passed';
      this.results.push({ name, outcome, detail: result?.skipped });
      this.log(`${outcome === 'passed' ? 'PASS' : 'SKIP'} ${name}${result?.skipped ? ` (skipped: ${result.skipped})` : ''}`);
      return true;
    } catch (error) {
      this.results.push({ name, outcome: 'failed', detail: (error as Error).message });
      this.log(`FAIL ${name}: ${(error as Error).message}`);
      return false;
    }
  }

  /** Prints what did not pass, the duration and `<label>: N passed, N failed, N skipped`; resolves the exit code (1 when a check failed or none ran). */
  summary(label: string): number {
    const count = (outcome: Outcome) => this.results.filter((result) => result.outcome === outcome).length;
    for (const result of this.results.filter((r) => r.outcome !== 'passed')) this.log(`${result.outcome}: ${result.name}: ${result.detail}`);
    this.log(`done in ${this.elapsed()}`);
    console.log(`${label}: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`);
    return count('failed') > 0 || this.results.length === 0 ? 1 : 0;
  }
}

/** A TCP port free on 127.0.0.1 right now (for a published port). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}
