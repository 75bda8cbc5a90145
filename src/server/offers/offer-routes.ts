import { createRoute } from '@hono/zod-openapi';
import { ZOfferList, ZOfferListQuery } from '@/contracts/offer-contract';
import type { ApiApp } from '@/server/http/app-env';
import { errorResponses } from '@/server/http/openapi-responses';
import { listOffers } from './offer-service';

const json = <T>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });

const listOffersRoute = createRoute({
  method: 'get',
  path: '/offers',
  tags: ['offers'],
  summary: 'Offers running now with uses left, for one restaurant (its own and the site-wide ones) or all; usedByMe for a signed-in diner',
  request: { query: ZOfferListQuery },
  responses: { 200: json('Running offers, ending soonest first', ZOfferList), ...errorResponses },
});

export function registerOfferRoutes(app: ApiApp) {
  app.openapi(listOffersRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { restaurantId, type } = c.req.valid('query');
    const userId = c.var.user?.id ?? null;
    // usedByMe differs per diner: a signed-in answer is never kept by a cache.
    if (userId) c.header('cache-control', 'private, no-store');
    return c.json(await listOffers(db, { now: now(), restaurantId, type }, userId, c.var.locale), 200);
  });
}
