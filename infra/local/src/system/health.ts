/** Waits for the services' GET /health to answer 200, naming the ones that do not. */
import type { ManagedChild } from '../process';

export interface HealthTarget {
  name: string;
  url: string;
}

async function probe(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.status === 200 ? null : `answered ${response.status}`;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return cause ?? (error as Error).message;
  }
}

/**
 * Resolves once every target answers 200. Rejects when a child process exits first or after
 * timeoutMs, listing each service that is not healthy and why.
 */
export async function waitForHealth(targets: HealthTarget[], children: ManagedChild[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = children.find((child) => !child.running());
    if (dead) throw new Error(`${dead.name} exited during start-up:\n${dead.output()}`);
    const problems = (await Promise.all(targets.map(async (t) => ({ ...t, problem: await probe(t.url) })))).filter(
      (t) => t.problem !== null,
    );
    if (problems.length === 0) return;
    if (Date.now() > deadline) {
      const list = problems.map((t) => `${t.name} (GET ${t.url}: ${t.problem})`).join(', ');
      throw new Error(`not healthy after ${timeoutMs / 1000} s: ${list}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
