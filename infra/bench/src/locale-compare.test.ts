import { describe, expect, it } from 'vitest';
import { SIGNIFICANCE, slowerThanEnglishP } from './locale-compare';

// per-load TBT (ms) of step 1 in English as the bench saw it: a task near the first paint counts or not
const englishTbt = [0, 22, 34, 0, 22, 49, 0, 40, 26];

describe('slowerThanEnglishP', () => {
  it('finds no slowdown in loads drawn from the same spread, though their medians are 22 and 31 ms', () => {
    expect(slowerThanEnglishP([0, 31, 47, 0, 36, 0, 31, 52, 33], englishTbt, 0.1)).toBeGreaterThan(SIGNIFICANCE);
  });

  it('finds a page slower when every load blocks 60 ms more', () => {
    expect(slowerThanEnglishP(englishTbt.map((ms) => ms + 60), englishTbt, 0.1)).toBeLessThan(SIGNIFICANCE);
  });

  it('finds an LCP 25 % longer slower than English + 10 %, and one 5 % longer not', () => {
    const englishLcp = [1104, 1116, 1150, 1136, 1018, 1262, 1083, 1217, 1074];
    expect(slowerThanEnglishP(englishLcp.map((ms) => ms * 1.25), englishLcp, 0.1)).toBeLessThan(SIGNIFICANCE);
    expect(slowerThanEnglishP(englishLcp.map((ms) => ms * 1.05), englishLcp, 0.1)).toBeGreaterThan(SIGNIFICANCE);
  });

  it('refuses a comparison without loads', () => {
    expect(() => slowerThanEnglishP([], englishTbt, 0.1)).toThrow(/loads of both/);
  });
});
