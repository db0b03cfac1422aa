import { describe, expect, it } from 'vitest';
import { addSection, markdownSection, RESULTS_MARKER, type BenchRow } from './report';

const rows: BenchRow[] = [
  { figure: 'styles through the gateway, req/s', before: '1,400', now: 5662, goal: '>= 1500', pass: true },
  { figure: 'step 1 LCP ms', before: '1564', now: 1600, goal: '<= 1500', pass: false, detail: 'loads 1500 | 1700' },
  { figure: 'the floor', before: '', now: '100 / 695', goal: '' },
];
const facts = { startedAt: new Date('2026-11-29T04:05:30Z'), machine: '2 cores (AMD EPYC)', scenarios: ['styles', 'pages'], benchmarkIndexes: [3600, 3400, 3500] };

describe('the bench report', () => {
  it('dates the run and gives the machine, the benchmarkIndex median and range, and the goals met', () => {
    const section = markdownSection(rows, facts);
    expect(section.split('\n').slice(0, 3)).toEqual([
      '## 2026-11-29 04:05 UTC',
      '',
      '2 cores (AMD EPYC); scenarios styles, pages; Lighthouse benchmarkIndex 3500 (3400-3600); 1 goals met, 1 missed.',
    ]);
  });

  it('writes one table row per figure, escaping pipes, with met, MISSED or nothing for a reference', () => {
    const table = markdownSection(rows, facts).trim().split('\n').slice(4);
    expect(table).toEqual([
      '| figure | before | now | goal | |',
      '|---|---|---|---|---|',
      '| styles through the gateway, req/s | 1,400 | 5662 | >= 1500 | met |',
      '| step 1 LCP ms | 1564 | 1600 (loads 1500 \\| 1700) | <= 1500 | MISSED |',
      '| the floor |  | 100 / 695 |  |  |',
    ]);
  });

  it('says when no page was measured', () => {
    expect(markdownSection(rows, { ...facts, benchmarkIndexes: [] })).toContain('; no page measured;');
  });

  it('adds the newest run right below the marker, above the earlier ones', () => {
    const page = `# Benchmarks\n\nintro\n\n${RESULTS_MARKER}\n\n## older run\n`;
    const once = addSection(page, '## newer run\n');
    expect(once).toBe(`# Benchmarks\n\nintro\n\n${RESULTS_MARKER}\n\n## newer run\n\n## older run\n`);
    const twice = addSection(once, '## newest\n');
    expect(twice.indexOf('## newest')).toBeLessThan(twice.indexOf('## newer run'));
  });

  it('refuses a page without the marker', () => {
    expect(() => addSection('# Benchmarks\n', '## run\n')).toThrow(/no line/);
  });
});
