import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import { ZLangQuery } from '@/contracts/common-contract';
import { ZAddFavoriteRequest, ZFavorite, ZFavoriteKeyParam, ZFavoriteList } from '@/contracts/favorite-contract';
import { requireUser } from '@/server/accounts/auth-middleware';
import type { ApiApp } from '@/server/http/app-env';
import { authErrorResponses, conflictResponse, notFoundResponse } from '@/server/http/openapi-responses';
import { addFavorite, getFavorite, listFavorites, removeFavorite } from './favorite-service';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const security = [{ bearer: [] }];
const tags = ['favorites'];

const listRoute = createRoute({
  method: 'get',
  path: '/favorites',
  tags,
  security,
  summary: "The signed-in diner's favourite restaurants (SPEC §3 users/{uid}/favorite), newest first",
  request: { query: ZLangQuery },
  responses: { 200: json(ZFavoriteList, 'The favourites with their restaurant cards'), ...authErrorResponses },
});

const getRoute = createRoute({
  method: 'get',
  path: '/favorites/{key}',
  tags,
  security,
  summary: 'One of your favourites, by its key',
  request: { params: ZFavoriteKeyParam },
  responses: { 200: json(ZFavorite, 'The favourite'), ...authErrorResponses, ...notFoundResponse },
});

const addRoute = createRoute({
  method: 'post',
  path: '/favorites',
  tags,
  security,
  summary: 'Add a restaurant to your favourites; adding it again answers the same favourite (200)',
  request: { body: { content: { 'application/json': { schema: ZAddFavoriteRequest } }, required: true } },
  responses: {
    201: json(ZFavorite, 'Added, with its generated key'),
    200: json(ZFavorite, 'Already a favourite'),
    ...authErrorResponses,
    ...notFoundResponse,
    ...conflictResponse,
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/favorites/{key}',
  tags,
  security,
  summary: 'Remove one of your favourites by its key',
  request: { params: ZFavoriteKeyParam },
  responses: { 204: { description: 'Removed' }, ...authErrorResponses, ...notFoundResponse },
});

export function registerFavoriteRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => {
    const user = requireUser(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await listFavorites(c.var.deps.db, user.id, c.var.locale), 200);
  });

  app.openapi(getRoute, async (c) => {
    const user = requireUser(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await getFavorite(c.var.deps.db, user.id, c.req.valid('param').key), 200);
  });

  app.openapi(addRoute, async (c) => {
    const user = requireUser(c);
    const { favorite, created } = await addFavorite(c.var.deps, user.id, c.req.valid('json').restaurantId);
    return created ? c.json(favorite, 201) : c.json(favorite, 200);
  });

  app.openapi(removeRoute, async (c) => {
    const user = requireUser(c);
    await removeFavorite(c.var.deps, user.id, c.req.valid('param').key);
    return c.body(null, 204);
  });
}
