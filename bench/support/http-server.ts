import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { createBenchApp } from './bench-app';

/**
 * The bench app behind a real HTTP server on a free loopback port, as `next start` serves it
 * (node:http, keep-alive): request parsing and response writing are part of the figures.
 */
export async function listenOnLoopback(app: ReturnType<typeof createBenchApp>): Promise<{ origin: string; close(): Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
