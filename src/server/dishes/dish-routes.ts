import { createRoute } from '@hono/zod-openapi';
import { ZIdParam, ZLangQuery } from '@/contracts/common-contract';
import { ZDishDetail, ZDishList, ZDishListQuery } from '@/contracts/dish-contract';
import type { ApiApp } from '@/server/http/app-env';
import { errorResponses, notFoundResponse } from '@/server/http/openapi-responses';
import { getDish, listDishes } from './dish-service';

const json = <T>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });

const listDishesRoute = createRoute({
  method: 'get',
  path: '/dishes',
  tags: ['dishes'],
  summary: 'Dishes of a restaurant, an event or a food category, or across restaurants; optional typo-tolerant text',
  request: { query: ZDishListQuery },
  responses: { 200: json('A page of dishes', ZDishList), ...errorResponses },
});

const getDishRoute = createRoute({
  method: 'get',
  path: '/dishes/{id}',
  tags: ['dishes'],
  summary: 'A dish with options, allergens, its restaurant and the portions left today',
  request: { params: ZIdParam, query: ZLangQuery.strict() },
  responses: { 200: json('The dish', ZDishDetail), ...errorResponses, ...notFoundResponse },
});

export function registerDishRoutes(app: ApiApp) {
  app.openapi(listDishesRoute, async (c) => c.json(await listDishes(c.var.deps.db, c.req.valid('query'), c.var.locale), 200));
  app.openapi(getDishRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await getDish(db, c.req.valid('param').id, c.var.locale, now()), 200);
  });
}
