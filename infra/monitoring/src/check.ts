/**
 * `npm run monitoring:check`: promtool check rules and test rules on deploy/monitoring/rules.yml,
 * the rules' metric names and runbooks, and the Grafana dashboard (lint.ts). Prints each problem
 * and `monitoring: N checks passed` (exit 0) or `monitoring: N of M checks failed` (exit 1).
 */
import { dashboardProblems, promtool, type PromtoolRun, readRules, RULE_TESTS_FILE, RULES_FILE, ruleTestCount, runbookProblems, unknownMetrics } from './lint';

const failedRun = (run: PromtoolRun) => (run.ok ? [] : [run.output]);

const checks: [string, () => Promise<string[]>][] = [
  [`promtool check rules (${readRules().length} rules)`, async () => failedRun(promtool('check', 'rules', RULES_FILE))],
  [`promtool test rules (${ruleTestCount()} tests)`, async () => failedRun(promtool('test', 'rules', RULE_TESTS_FILE))],
  ['rule metrics', () => unknownMetrics(readRules().map((rule) => ({ where: rule.alert ?? rule.record ?? '?', expr: rule.expr })))],
  ['runbooks', async () => runbookProblems()],
  ['dashboard', () => dashboardProblems()],
];
let failed = 0;
for (const [name, run] of checks) {
  const problems = await run().catch((err: Error) => [err.message]);
  console.log(`${problems.length ? 'FAIL' : 'ok  '} ${name}`);
  for (const problem of problems) console.log(`  ${problem.replaceAll('\n', '\n  ')}`);
  if (problems.length) failed++;
}
console.log(failed ? `monitoring: ${failed} of ${checks.length} checks failed` : `monitoring: ${checks.length} checks passed`);
process.exit(failed ? 1 : 0);
