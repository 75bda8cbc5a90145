/**
 * Lighthouse's mobile preset slows the CPU 4×, which stands for a mid-range phone only when the host
 * is a fast desktop (a benchmark index near 1500). On a slower host the same 4× models a much slower
 * phone, and Lighthouse warns that its score then suffers. This is Lighthouse's own calibration
 * (docs/throttling.md, "Calibrating multipliers"): the slowdown that makes this host the preset's phone.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new RangeError(`not a benchmark index: ${benchmarkIndex}`);
  // 1300 and up: 3× at 1300, one step more every 233 (4× at 1533, 6× at 2000).
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  // 800 to 1300: 2× to 3×.
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // Below: 1× at 150 and never less.
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** Below this index Lighthouse itself warns that the host is slower than its 4× expects. */
export const LIGHTHOUSE_SLOW_HOST_INDEX = 1000;
