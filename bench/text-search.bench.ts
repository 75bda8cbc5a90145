import type { Database } from '@/server/db/client';
import { createBenchApp } from './support/bench-app';
import { listenOnLoopback } from './support/http-server';
import { measureHttp } from './support/http-load';
import type { Measurement } from './support/measure';

/**
 * What diners type into the search box: names, dishes, districts and cities, several words, typos
 * and alternate spellings — over the whole country list (no city filter), the widest case.
 */
export const TEXT_QUERIES = [
  'poulet', 'yassa', 'ndolé ryal', 'pizza ouaga', 'atieke', 'jardn vert', 'chez tantie', 'grillades dakar',
  'cocody', 'thieb', 'chawarma', 'poisson braisé', 'alloco', 'brunch', 'le maquis', 'garba',
];

/** GET /api/restaurants/search?q=… over HTTP, the clients in a thread of their own: 20 clients at once, then a single client. */
export async function benchTextSearch(database: Database): Promise<Measurement[]> {
  const server = await listenOnLoopback(createBenchApp(database));
  const urls = TEXT_QUERIES.map((q) => `${server.origin}/api/restaurants/search?q=${encodeURIComponent(q)}`);
  try {
    return [
      await measureHttp(`text search (${TEXT_QUERIES.length} queries), HTTP, 20 clients`, urls, { requests: 800 }),
      await measureHttp(`text search (${TEXT_QUERIES.length} queries), HTTP, 1 client`, urls, { requests: 400, concurrency: 1 }),
    ];
  } finally {
    await server.close();
  }
}
