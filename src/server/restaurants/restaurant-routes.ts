import { createRoute } from '@hono/zod-openapi';
import { ZIdParam } from '@/contracts/common-contract';
import { ZRestaurantDataQuery, ZRestaurantDetail, ZRestaurantList, ZRestaurantListQuery } from '@/contracts/restaurant-contract';
import type { ApiApp } from '@/server/http/app-env';
import { errorResponses, notFoundResponse } from '@/server/http/openapi-responses';
import { getRestaurantDetail } from './restaurant-detail-service';
import { listRestaurants } from './restaurant-service';

const listRestaurantsRoute = createRoute({
  method: 'get',
  path: '/restaurants',
  tags: ['restaurants'],
  summary: 'Restaurants, optionally filtered (where: cityId, countryId, priceLevel, isFeatured, services…; include: images)',
  request: { query: ZRestaurantListQuery },
  responses: { 200: { description: 'A page of restaurants', content: { 'application/json': { schema: ZRestaurantList } } }, ...errorResponses },
});

const restaurantDataRoute = createRoute({
  method: 'get',
  path: '/restaurants/data/{id}',
  tags: ['restaurants'],
  summary: 'The restaurant page: images (SPEC §3 order), hours, services, policy, menus with dishes, events, rating summary',
  request: { params: ZIdParam, query: ZRestaurantDataQuery },
  responses: { 200: { description: 'The restaurant', content: { 'application/json': { schema: ZRestaurantDetail } } }, ...errorResponses, ...notFoundResponse },
});

export function registerRestaurantRoutes(app: ApiApp) {
  app.openapi(listRestaurantsRoute, async (c) => {
    const { filter } = c.req.valid('query');
    return c.json(await listRestaurants(c.var.deps.db, filter, c.var.locale), 200);
  });
  app.openapi(restaurantDataRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await getRestaurantDetail(db, c.req.valid('param').id, c.req.valid('query').eventId, c.var.locale, now()), 200);
  });
}
