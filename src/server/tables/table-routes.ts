import { createRoute } from '@hono/zod-openapi';
import { ZIdParam } from '@/contracts/common-contract';
import { ZRestaurantTable } from '@/contracts/table-contract';
import type { ApiApp } from '@/server/http/app-env';
import { errorResponses, notFoundResponse } from '@/server/http/openapi-responses';
import { getRestaurantTable } from './table-service';

const getTableRoute = createRoute({
  method: 'get',
  path: '/restaurant-tables/{id}',
  tags: ['restaurants'],
  summary: 'A restaurant table as a booking shows it (name, seats, area)',
  request: { params: ZIdParam },
  responses: { 200: { description: 'The table', content: { 'application/json': { schema: ZRestaurantTable } } }, ...errorResponses, ...notFoundResponse },
});

export function registerTableRoutes(app: ApiApp) {
  app.openapi(getTableRoute, async (c) => c.json(await getRestaurantTable(c.var.deps.db, c.req.valid('param').id), 200));
}
