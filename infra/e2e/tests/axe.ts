/**
 * axe-core scans for the browser tests: the full rule set of the installed axe-core (no tag
 * filter), reporting the serious and critical violations as 'rule: first node summary'.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type Animated = { getAnimations(): { effect: { getTiming(): { iterations?: number } } | null }[] };

/**
 * Serious or critical axe-core violations of the page once its finite animations have ended (a
 * toast or dialog fading in shows blended, paler colours); id and the first offending node.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => (globalThis as unknown as { document: Animated }).document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity));
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary ?? ''}`);
}
