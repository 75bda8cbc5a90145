import { createRoute } from '@hono/zod-openapi';
import { ZRestaurantList, ZRestaurantListQuery } from '@/contracts/restaurant-contract';
import type { ApiApp } from '@/server/http/app-env';
import { errorResponses } from '@/server/http/openapi-responses';
import { listRestaurants } from './restaurant-service';

const listRestaurantsRoute = createRoute({
  method: 'get',
  path: '/restaurants',
  tags: ['restaurants'],
  summary: 'Restaurants, optionally filtered (where: cityId, countryId, priceLevel, isFeatured, services…; include: images)',
  request: { query: ZRestaurantListQuery },
  responses: { 200: { description: 'A page of restaurants', content: { 'application/json': { schema: ZRestaurantList } } }, ...errorResponses },
});

export function registerRestaurantRoutes(app: ApiApp) {
  app.openapi(listRestaurantsRoute, async (c) => {
    const { filter } = c.req.valid('query');
    return c.json(await listRestaurants(c.var.deps.db, filter, c.var.locale), 200);
  });
}
