/** @jest-environment node */
import { calibratedCpuSlowdown } from '../../../bench/support/lighthouse-cpu-calibration';

describe("Lighthouse's CPU slowdown for a host's benchmark index (its throttling.md calibration)", () => {
  it('gives the preset 4× on the fast desktop the preset stands for, and more on faster ones', () => {
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 2);
  });

  it('gives less on slower hosts, continuously at each step, and never under 1×', () => {
    expect(calibratedCpuSlowdown(1300)).toBeCloseTo(3, 5);
    expect(calibratedCpuSlowdown(1299.999)).toBeCloseTo(3, 3);
    expect(calibratedCpuSlowdown(1050)).toBeCloseTo(2.5, 5);
    expect(calibratedCpuSlowdown(800)).toBeCloseTo(2, 5);
    expect(calibratedCpuSlowdown(799.999)).toBeCloseTo(2, 3);
    expect(calibratedCpuSlowdown(475)).toBeCloseTo(1.5, 5);
    expect(calibratedCpuSlowdown(100)).toBe(1);
  });

  it('refuses what is not an index', () => {
    for (const index of [Number.NaN, 0, -5, Number.POSITIVE_INFINITY]) expect(() => calibratedCpuSlowdown(index)).toThrow(RangeError);
  });
});
