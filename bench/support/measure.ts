export interface Measurement {
  name: string;
  requests: number;
  concurrency: number;
  medianMs: number;
  p95Ms: number;
  requestsPerSecond: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `task` `requests` times with `concurrency` in flight, after a warm-up; answers latency percentiles. */
export async function measure(name: string, task: (i: number) => Promise<void>, { requests = 400, concurrency = 20, warmup = 30 } = {}): Promise<Measurement> {
  for (let i = 0; i < warmup; i += 1) await task(i);
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      const i = next++;
      const t0 = performance.now();
      await task(i);
      durations.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = performance.now() - started;
  durations.sort((a, b) => a - b);
  return {
    name,
    requests,
    concurrency,
    medianMs: round(percentile(durations, 50)),
    p95Ms: round(percentile(durations, 95)),
    requestsPerSecond: round((requests / elapsed) * 1000),
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
