import type { Database } from '@/server/db/client';
import { createBenchApp } from './support/bench-app';
import { listenOnLoopback } from './support/http-server';
import { measure, type Measurement } from './support/measure';

/**
 * What diners type into the search box: names, dishes, districts and cities, several words, typos
 * and alternate spellings — over the whole country list (no city filter), the widest case.
 */
export const TEXT_QUERIES = [
  'poulet', 'yassa', 'ndolé ryal', 'pizza ouaga', 'atieke', 'jardn vert', 'chez tantie', 'grillades dakar',
  'cocody', 'thieb', 'chawarma', 'poisson braisé', 'alloco', 'brunch', 'le maquis', 'garba',
];

/** GET /api/restaurants/search?q=… over HTTP: 20 clients at once, then a single client. */
export async function benchTextSearch(database: Database): Promise<Measurement[]> {
  const server = await listenOnLoopback(createBenchApp(database));
  const get = async (i: number) => {
    const url = `${server.origin}/api/restaurants/search?q=${encodeURIComponent(TEXT_QUERIES[i % TEXT_QUERIES.length])}`;
    const response = await fetch(url);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  };
  try {
    return [
      await measure(`text search (${TEXT_QUERIES.length} queries), HTTP, 20 clients`, get, { requests: 800 }),
      await measure(`text search (${TEXT_QUERIES.length} queries), HTTP, 1 client`, get, { requests: 400, concurrency: 1 }),
    ];
  } finally {
    await server.close();
  }
}
