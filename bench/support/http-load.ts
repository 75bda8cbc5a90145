import { Worker } from 'node:worker_threads';
import { summarise, type Measurement } from './measure';

/**
 * The clients of an HTTP measurement, in a worker thread of their own: each of `concurrency`
 * clients GETs the next of `urls` (in turn) until `requests` have been answered, after `warmup`
 * requests one at a time. A server in production does not run its clients' HTTP stack on its own
 * thread; with the clients in the server's thread, their work was charged to the server's figures.
 */
const CLIENTS = `
const { parentPort, workerData: { urls, requests, concurrency, warmup } } = require('node:worker_threads');
const get = async (i) => {
  const url = urls[i % urls.length];
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(url + ' answered ' + response.status + ': ' + (await response.text()));
  await response.arrayBuffer();
};
(async () => {
  for (let i = 0; i < warmup; i += 1) await get(i);
  const durations = [];
  let next = 0;
  const started = performance.now();
  const client = async () => {
    while (next < requests) {
      const i = next++;
      const t0 = performance.now();
      await get(i);
      durations.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  parentPort.postMessage({ durations, elapsedMs: performance.now() - started });
})().catch((error) => parentPort.postMessage({ error: String(error && error.message || error) }));
`;

export async function measureHttp(name: string, urls: string[], { requests = 400, concurrency = 20, warmup = 30 } = {}): Promise<Measurement> {
  const worker = new Worker(CLIENTS, { eval: true, workerData: { urls, requests, concurrency, warmup } });
  try {
    const result = await new Promise<{ durations: number[]; elapsedMs: number } | { error: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if ('error' in result) throw new Error(result.error);
    return summarise(name, result.durations, result.elapsedMs, concurrency);
  } finally {
    await worker.terminate();
  }
}
