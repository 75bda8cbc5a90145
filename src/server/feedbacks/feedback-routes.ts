import { createRoute } from '@hono/zod-openapi';
import { ZFeedbackFilterQuery, ZFeedbackList, ZUserStatsList, ZUserStatsQuery } from '@/contracts/feedback-contract';
import { ZLangQuery } from '@/contracts/common-contract';
import type { ApiApp } from '@/server/http/app-env';
import { errorResponses } from '@/server/http/openapi-responses';
import { getUserStats, listFeedbacks } from './feedback-service';

const json = <T>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });

const listFeedbacksRoute = createRoute({
  method: 'get',
  path: '/restaurant-feedbacks',
  tags: ['feedbacks'],
  summary: 'Reviews (SPEC §7 filter: where restaurantId; limit 10, offset 0, order date DESC by default)',
  request: { query: ZFeedbackFilterQuery.strict() },
  responses: { 200: json('A page of reviews', ZFeedbackList), ...errorResponses },
});

const userStatsRoute = createRoute({
  method: 'get',
  path: '/restaurant-feedbacks/userStats',
  tags: ['feedbacks'],
  summary: 'Per author: reviews written and average rating given (filter: where userId inq […])',
  request: { query: ZUserStatsQuery.extend(ZLangQuery.shape).strict() },
  responses: { 200: json('Figures per author', ZUserStatsList), ...errorResponses },
});

export function registerFeedbackRoutes(app: ApiApp) {
  app.openapi(listFeedbacksRoute, async (c) => c.json(await listFeedbacks(c.var.deps.db, c.req.valid('query').filter, c.var.locale), 200));
  app.openapi(userStatsRoute, async (c) => c.json(await getUserStats(c.var.deps.db, c.req.valid('query').filter, c.var.locale), 200));
}
