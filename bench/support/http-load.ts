import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { measure, Measurement } from './measure';

const CLIENTS_WORKER = path.join(__dirname, 'http-clients-worker.ts');

/**
 * `measure` over HTTP GETs of `urls` (in turn), with the clients in a worker thread of their own
 * (http-clients-worker.ts). A server in production does not run its clients' HTTP stack on its own
 * thread; with the clients in the server's thread, their work was charged to the server's figures.
 * The worker loads its TypeScript through tsx's require hook, as the benches run through tsx.
 */
export async function measureHttp(name: string, urls: string[], options: Parameters<typeof measure>[2] = {}): Promise<Measurement> {
  const worker = new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(CLIENTS_WORKER)});`, { eval: true, workerData: { name, urls, options } });
  try {
    const result = await new Promise<{ measurement: Measurement } | { error: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if ('error' in result) throw new Error(result.error);
    return result.measurement;
  } finally {
    await worker.terminate();
  }
}
