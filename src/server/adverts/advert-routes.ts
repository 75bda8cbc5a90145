import { createRoute } from '@hono/zod-openapi';
import { ZIdParam, ZLangQuery } from '@/contracts/common-contract';
import { ZAdvert, ZAdvertList } from '@/contracts/advert-contract';
import type { ApiApp } from '@/server/http/app-env';
import { errorResponses, notFoundResponse } from '@/server/http/openapi-responses';
import { getAdvert, listActiveAdverts } from './advert-service';

const json = <T>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });

const listAdvertsRoute = createRoute({
  method: 'get',
  path: '/adverts',
  tags: ['adverts'],
  summary: 'Adverts running now (starts_at ≤ now < ends_at), by position',
  request: { query: ZLangQuery.strict() },
  responses: { 200: json('Running adverts', ZAdvertList), ...errorResponses },
});

const getAdvertRoute = createRoute({
  method: 'get',
  path: '/adverts/{id}',
  tags: ['adverts'],
  summary: 'One advert',
  request: { params: ZIdParam, query: ZLangQuery.strict() },
  responses: { 200: json('The advert', ZAdvert), ...errorResponses, ...notFoundResponse },
});

export function registerAdvertRoutes(app: ApiApp) {
  app.openapi(listAdvertsRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await listActiveAdverts(db, c.var.locale, now()), 200);
  });
  app.openapi(getAdvertRoute, async (c) => c.json(await getAdvert(c.var.deps.db, c.req.valid('param').id, c.var.locale), 200));
}
