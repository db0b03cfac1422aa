/**
 * axe-core scans for the browser tests: the full rule set of the installed axe-core (no tag
 * filter), reporting the serious and critical violations as 'rule: first node summary'.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious or critical axe-core violations of the page as it is now (id and the first offending node). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary ?? ''}`);
}
