import { createRoute } from '@hono/zod-openapi';
import { ZLangQuery } from '@/contracts/common-contract';
import { ZStaticData } from '@/contracts/static-data-contract';
import type { ApiApp } from '@/server/http/app-env';
import { errorResponses } from '@/server/http/openapi-responses';
import { getStaticData } from './static-data-service';
import { stripePublicKeyOf } from '@/server/adapters/payments/select-payment-adapters';

const getStaticDataRoute = createRoute({
  method: 'get',
  path: '/staticData',
  tags: ['site'],
  summary: 'Cities, countries, food categories, currency rates, feedback types and the Stripe public key',
  request: { query: ZLangQuery },
  responses: { 200: { description: 'Static data', content: { 'application/json': { schema: ZStaticData } } }, ...errorResponses },
});

export function registerStaticDataRoutes(app: ApiApp) {
  app.openapi(getStaticDataRoute, async (c) => {
    const { db, env } = c.var.deps;
    c.header('cache-control', 'public, max-age=300');
    return c.json(await getStaticData(db, c.var.locale, stripePublicKeyOf(env)), 200);
  });
}
