import { createRoute } from '@hono/zod-openapi';
import { ZIdParam } from '@/contracts/common-contract';
import { ZDishRemaining, ZDishRemainingQuery, ZPlaceRemaining, ZPlaceRemainingQuery } from '@/contracts/reservation-contract';
import type { ApiApp } from '@/server/http/app-env';
import { errorResponses, notFoundResponse } from '@/server/http/openapi-responses';
import { getDishRemaining } from '@/server/dish-stock/dish-remaining-service';
import { getPlaceRemaining } from './availability-service';

const json = <T>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });

const placeRemainingRoute = createRoute({
  method: 'get',
  path: '/restaurants/placeRemaining/{id}',
  tags: ['availability'],
  summary: 'Bookable slots per local date (at most 14 days) with free tables for the party; an event’s remaining places',
  request: { params: ZIdParam, query: ZPlaceRemainingQuery },
  responses: { 200: json('Slots and places', ZPlaceRemaining), ...errorResponses, ...notFoundResponse },
});

const dishRemainingRoute = createRoute({
  method: 'get',
  path: '/restaurants/dishRemaining/{id}',
  tags: ['availability'],
  summary: 'Portions left per dish for an event or a date (SPEC §5: one of them, else "invalid date")',
  request: { params: ZIdParam, query: ZDishRemainingQuery },
  responses: { 200: json('Portions left', ZDishRemaining), ...errorResponses, ...notFoundResponse },
});

export function registerAvailabilityRoutes(app: ApiApp) {
  app.openapi(placeRemainingRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await getPlaceRemaining(db, c.req.valid('param').id, c.req.valid('query'), now()), 200);
  });
  app.openapi(dishRemainingRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await getDishRemaining(db, c.req.valid('param').id, c.req.valid('query'), now(), c.var.user?.id ?? null), 200);
  });
}
