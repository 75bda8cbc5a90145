import { createRoute } from '@hono/zod-openapi';
import { ZAvailableCapacity, ZAvailableCapacityQuery, ZRestaurantSearchQuery, ZRestaurantSearchResult } from '@/contracts/search-contract';
import { ZSearchSlots, ZSearchSlotsQuery } from '@/contracts/search-slots-contract';
import { getSearchSlots } from '@/server/availability/search-slots-service';
import type { ApiApp } from '@/server/http/app-env';
import { errorResponses, notFoundResponse } from '@/server/http/openapi-responses';
import { getAvailableCapacity } from './capacity-service';
import { searchRestaurants } from './search-service';

const json = <T>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });

const searchRoute = createRoute({
  method: 'get',
  path: '/restaurants/search',
  tags: ['restaurants'],
  summary: 'Search restaurants: typo-tolerant text, filters (city, category, service, price, rating, open now, dietary, availability), sort and pages',
  request: { query: ZRestaurantSearchQuery },
  responses: { 200: json('A page of matching restaurants with the total count', ZRestaurantSearchResult), ...errorResponses },
});

const capacityRoute = createRoute({
  method: 'get',
  path: '/restaurants/availableCapacity',
  tags: ['restaurants'],
  summary: 'Free tables for a party at a local date and time (one restaurant, or a city’s bookable restaurants), with neighbouring slots',
  request: { query: ZAvailableCapacityQuery },
  responses: { 200: json('Capacity per restaurant', ZAvailableCapacity), ...errorResponses, ...notFoundResponse },
});

/** A batch apart from /restaurants/search: the search stays as fast and cacheable as before, and the slots load after the cards. */
const slotsRoute = createRoute({
  method: 'get',
  path: '/restaurants/slots',
  tags: ['restaurants', 'availability'],
  summary: 'Free booking times around a local date and time for a page of search results (at most 20 restaurants), in two queries; the same rule as placeRemaining',
  request: { query: ZSearchSlotsQuery },
  responses: { 200: json('Free slots per restaurant', ZSearchSlots), ...errorResponses },
});

export function registerSearchRoutes(app: ApiApp) {
  app.openapi(slotsRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await getSearchSlots(db, c.req.valid('query'), now()), 200);
  });
  app.openapi(searchRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await searchRestaurants(db, c.req.valid('query'), c.var.locale, now()), 200);
  });
  app.openapi(capacityRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await getAvailableCapacity(db, c.req.valid('query'), now()), 200);
  });
}
