import { createRoute } from '@hono/zod-openapi';
import { ZMenuList, ZMenuListQuery } from '@/contracts/menu-contract';
import type { ApiApp } from '@/server/http/app-env';
import { errorResponses } from '@/server/http/openapi-responses';
import { listMenus } from './menu-service';

const listMenusRoute = createRoute({
  method: 'get',
  path: '/menus',
  tags: ['menus'],
  summary: 'Menus with their dishes; setMenu=true lists the bundles',
  request: { query: ZMenuListQuery },
  responses: { 200: { description: 'A page of menus', content: { 'application/json': { schema: ZMenuList } } }, ...errorResponses },
});

export function registerMenuRoutes(app: ApiApp) {
  app.openapi(listMenusRoute, async (c) => c.json(await listMenus(c.var.deps.db, c.req.valid('query'), c.var.locale), 200));
}
