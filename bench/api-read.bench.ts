import { createBenchApp } from './support/bench-app';
import type { Database } from '@/server/db/client';
import { measure, type Measurement } from './support/measure';

/** Read endpoints the home page and the shell call, through the full Hono stack (no network). */
export async function benchApiReads(database: Database): Promise<Measurement[]> {
  const app = createBenchApp(database);
  const get = async (url: string) => {
    const response = await app.request(url);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  };
  const filter = (value: object) => `/api/restaurants?filter=${encodeURIComponent(JSON.stringify(value))}`;
  return [
    await measure('GET /api/staticData', () => get('/api/staticData')),
    await measure('GET /api/site-settings', () => get('/api/site-settings')),
    await measure('GET /api/restaurants featured (home)', () => get(filter({ where: { isFeatured: true }, limit: 8 }))),
    await measure('GET /api/restaurants by city, page 5, with images', (i) => get(filter({ where: { cityId: (i % 6) + 1 }, include: ['images'], limit: 20, offset: 80 }))),
    await measure('GET /api/restaurants delivery + price ≤ 2 by rating', () => get(filter({ where: { offersDelivery: true, priceLevel: { lte: 2 } }, order: 'ratingAverage DESC', limit: 20 }))),
  ];
}
