import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown, CLASS_BENCHMARK_INDEX, CLASS_CPU_SLOWDOWN, parseCpuSlowdown } from './lighthouse';

describe('calibratedCpuSlowdown', () => {
  it("is Lighthouse's 4x on the class's machine and scales with the machine's speed", () => {
    expect(calibratedCpuSlowdown(CLASS_BENCHMARK_INDEX)).toBe(CLASS_CPU_SLOWDOWN);
    expect(calibratedCpuSlowdown(3_800)).toBe(8);
    expect(calibratedCpuSlowdown(3_649)).toBe(7.7);
    expect(calibratedCpuSlowdown(1_063)).toBe(2.2);
  });

  it('never speeds the CPU up', () => {
    expect(calibratedCpuSlowdown(300)).toBe(1);
  });
});

describe('parseCpuSlowdown', () => {
  it('is calibrated when unset, a fixed slowdown when a number >= 1, and refuses anything else', () => {
    expect(parseCpuSlowdown(undefined)).toBe('calibrated');
    expect(parseCpuSlowdown('4')).toBe(4);
    for (const bad of ['0.5', 'fast', 'missing']) expect(() => parseCpuSlowdown(bad)).toThrow(/number >= 1/);
  });
});
