/**
 * The bench's figures as a dated Markdown table for docs/benchmarks.md (`npm run bench -- --write`):
 * each run adds its section on top of the earlier ones, below the file's RESULTS_MARKER line, so the
 * page keeps one dated table per run (machine, Lighthouse benchmarkIndex, the scenarios run) and no
 * prose about runs.
 */

/** One figure of a run: its value before the work that set its goal, now, the goal, and whether it is met. */
export interface BenchRow {
  figure: string;
  before: string;
  now: number | string;
  goal: string;
  /** undefined: a reference figure without a goal */
  pass?: boolean;
  /** shown after the figure in parentheses, e.g. each load's score */
  detail?: string;
}

/** What a section says about its run besides the rows. */
export interface RunFacts {
  /** when the run started (its heading, in UTC) */
  startedAt: Date;
  /** e.g. '2 cores (AMD EPYC 7B13)' */
  machine: string;
  /** the scenarios run (BENCH_SCENARIOS), e.g. ['styles', 'race'] */
  scenarios: string[];
  /** Lighthouse's benchmarkIndex of every page load measured, [] when no page was */
  benchmarkIndexes: number[];
}

/** The line of docs/benchmarks.md below which sections are added (newest first). */
export const RESULTS_MARKER = '<!-- npm run bench -- --write adds each run below this line, newest first -->';

/** A table cell: pipes escaped, line breaks as spaces. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** The Markdown section of one run: a heading with its date and machine, then one table row per figure. */
export function markdownSection(rows: BenchRow[], facts: RunFacts): string {
  const indexes = [...facts.benchmarkIndexes].sort((a, b) => a - b);
  const index = indexes.length ? `Lighthouse benchmarkIndex ${indexes[Math.floor(indexes.length / 2)]} (${indexes[0]}-${indexes.at(-1)})` : 'no page measured';
  const met = rows.filter((r) => r.pass === true).length;
  const missed = rows.filter((r) => r.pass === false).length;
  const lines = [
    `## ${facts.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `${facts.machine}; scenarios ${facts.scenarios.join(', ')}; ${index}; ${met} goals met, ${missed} missed.`,
    '',
    '| figure | before | now | goal | |',
    '|---|---|---|---|---|',
    ...rows.map((r) =>
      `| ${[r.figure, r.before, r.detail ? `${r.now} (${r.detail})` : String(r.now), r.goal, r.pass === undefined ? '' : r.pass ? 'met' : 'MISSED'].map((v) => cell(v)).join(' | ')} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * `document` with `section` added right below RESULTS_MARKER (above the earlier runs).
 * Throws when the document has no marker line, rather than writing the section somewhere else.
 */
export function addSection(document: string, section: string): string {
  const at = document.indexOf(RESULTS_MARKER);
  if (at < 0) throw new Error(`the results page has no line '${RESULTS_MARKER}'`);
  const end = at + RESULTS_MARKER.length;
  return `${document.slice(0, end)}\n\n${section}${document.slice(end).replace(/^\n*/, '\n')}`;
}
