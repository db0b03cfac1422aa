/**
 * Whether a page in another language is slower than the same page in English by more than a
 * tolerance (issue 22: LCP and TBT within 10 %), judged on every load of both, not on two medians.
 * One load's TBT on a customer step ranges from 0 to about 100 ms (a task near the first paint falls
 * before or after it; README, run N), so medians of a few loads differ by far more than 10 % between
 * two runs of the same page.
 * The judgement is a one-sided permutation test (simple-statistics) of the means: the other
 * language's loads against English's loads scaled by 1 + tolerance; the page is slower only when
 * that difference is unlikely to be chance (p < SIGNIFICANCE).
 */
import { permutationTest } from 'simple-statistics';

/** The p-value under which a difference counts as real. */
export const SIGNIFICANCE = 0.05;

/** Permutations drawn: the p-value's own error is about 0.002 near SIGNIFICANCE. */
const PERMUTATIONS = 10_000;

/**
 * The p-value (0-1) of the other language's loads `other` (ms) being larger on average than
 * English's loads `english` (ms) times 1 + `tolerance` (a fraction, 0.1 for 10 %): small when the
 * other language is slower beyond the tolerance. `random` draws the permutations (default Math.random).
 * Throws when either list is empty.
 */
export function slowerThanEnglishP(other: readonly number[], english: readonly number[], tolerance: number, random?: () => number): number {
  if (other.length === 0 || english.length === 0) throw new Error('a comparison needs loads of both pages');
  return permutationTest(
    other,
    english.map((ms) => ms * (1 + tolerance)),
    'greater',
    PERMUTATIONS,
    random,
  );
}
