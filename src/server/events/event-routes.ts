import { createRoute, z } from '@hono/zod-openapi';
import { ZIdParam, ZIntId, ZLangQuery } from '@/contracts/common-contract';
import { ZEvent, ZEventFilterQuery, ZEventList, ZEventListQuery, ZEventMenuCard } from '@/contracts/event-contract';
import type { ApiApp } from '@/server/http/app-env';
import { errorResponses, notFoundResponse } from '@/server/http/openapi-responses';
import { findOneEvent, getEvent, getEventMenuCard, listEvents } from './event-service';

const json = <T>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });

const listEventsRoute = createRoute({
  method: 'get',
  path: '/events',
  tags: ['events'],
  summary: 'Upcoming events, soonest first (by city or restaurant)',
  request: { query: ZEventListQuery },
  responses: { 200: json('A page of events', ZEventList), ...errorResponses },
});

const findOneEventRoute = createRoute({
  method: 'get',
  path: '/manager/events/one',
  tags: ['events'],
  summary: 'The first event matching a LoopBack filter (where id/restaurantId/startsAt/endsAt; include dishes, menus)',
  request: { query: ZEventFilterQuery.strict() },
  responses: { 200: json('The event', ZEvent), ...errorResponses, ...notFoundResponse },
});

const getEventRoute = createRoute({
  method: 'get',
  path: '/manager/events/{id}',
  tags: ['events'],
  summary: 'An event with its dishes (each with its dish) and menus (each with menuId)',
  request: { params: ZIdParam, query: ZLangQuery.strict() },
  responses: { 200: json('The event', ZEvent), ...errorResponses, ...notFoundResponse },
});

const eventMenuRoute = createRoute({
  method: 'get',
  path: '/restaurants/menu/{eventId}',
  tags: ['events'],
  summary: 'An event’s menus and dishes, with the event stock of each dish',
  request: { params: z.object({ eventId: ZIntId }), query: ZLangQuery.strict() },
  responses: { 200: json('The event’s menu card', ZEventMenuCard), ...errorResponses, ...notFoundResponse },
});

export function registerEventRoutes(app: ApiApp) {
  app.openapi(listEventsRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await listEvents(db, c.req.valid('query'), c.var.locale, now()), 200);
  });
  // Registered before /manager/events/{id} so "one" is never read as an id.
  app.openapi(findOneEventRoute, async (c) => c.json(await findOneEvent(c.var.deps.db, c.req.valid('query').filter, c.var.locale), 200));
  app.openapi(getEventRoute, async (c) => c.json(await getEvent(c.var.deps.db, c.req.valid('param').id, c.var.locale), 200));
  app.openapi(eventMenuRoute, async (c) => c.json(await getEventMenuCard(c.var.deps.db, c.req.valid('param').eventId, c.var.locale), 200));
}
