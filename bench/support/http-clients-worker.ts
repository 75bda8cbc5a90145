import { parentPort, workerData } from 'node:worker_threads';
import { measure } from './measure';

/** The clients of one `measureHttp` (http-load.ts): `measure` over GETs of `urls` in turn, in this worker's thread. */
const { name, urls, options } = workerData as { name: string; urls: string[]; options: Parameters<typeof measure>[2] };

const get = async (i: number) => {
  const url = urls[i % urls.length];
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
};

measure(name, get, options).then(
  (measurement) => parentPort!.postMessage({ measurement }),
  (error: unknown) => parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
