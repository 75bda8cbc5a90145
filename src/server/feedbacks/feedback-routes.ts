import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  ZCreateFeedbackRequest, ZFeedbackEligibility, ZFeedbackFilterQuery, ZFeedbackList, ZMyFeedback, ZMyFeedbackQuery, ZUpdateFeedbackRequest, ZUserStatsList, ZUserStatsQuery,
} from '@/contracts/feedback-contract';
import { ZLangQuery, ZUuidParam } from '@/contracts/common-contract';
import { requireUser } from '@/server/accounts/auth-middleware';
import type { ApiApp, AppEnv } from '@/server/http/app-env';
import { authErrorResponses, conflictResponse, errorResponses, notFoundResponse } from '@/server/http/openapi-responses';
import { getUserStats, listFeedbacks } from './feedback-service';
import { createFeedback, getFeedbackEligibility, updateFeedback } from './feedback-write-service';

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

const body = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const security = [{ bearer: [] }];

const createFeedbackRoute = createRoute({
  method: 'post',
  path: '/restaurant-feedbacks',
  tags: ['feedbacks'],
  security,
  summary: 'Review my booking once its meal has taken place: food, service, ambiance and value (1–5) and a text; one per booking',
  request: body(ZCreateFeedbackRequest),
  responses: { 201: json('My review', ZMyFeedback), ...authErrorResponses, ...notFoundResponse, ...conflictResponse },
});

const updateFeedbackRoute = createRoute({
  method: 'patch',
  path: '/restaurant-feedbacks/{id}',
  tags: ['feedbacks'],
  security,
  summary: 'Change my review within FEEDBACK_EDIT_WINDOW_DAYS of writing it',
  request: { params: ZUuidParam, ...body(ZUpdateFeedbackRequest) },
  responses: { 200: json('My review', ZMyFeedback), ...authErrorResponses, ...notFoundResponse, ...conflictResponse },
});

const myFeedbackRoute = createRoute({
  method: 'get',
  path: '/restaurant-feedbacks/mine',
  tags: ['feedbacks'],
  security,
  summary: 'Whether I may review my booking now, and my review of it',
  request: { query: ZMyFeedbackQuery },
  responses: { 200: json('Eligibility and my review', ZFeedbackEligibility), ...authErrorResponses, ...notFoundResponse },
});

/** Writing or reading one's own review needs a session before the input is read; never cached. */
const ownFeedback: MiddlewareHandler<AppEnv> = async (c, next) => {
  const isPublicRead = c.req.method === 'GET' && !c.req.path.endsWith('/mine');
  if (!isPublicRead) {
    requireUser(c);
    c.header('cache-control', 'private, no-store');
  }
  await next();
};

export function registerFeedbackRoutes(app: ApiApp) {
  app.use('/restaurant-feedbacks', ownFeedback);
  app.use('/restaurant-feedbacks/*', ownFeedback);
  app.openapi(createFeedbackRoute, async (c) => c.json(await createFeedback(c.var.deps, requireUser(c).id, c.req.valid('json')), 201));
  app.openapi(updateFeedbackRoute, async (c) => c.json(await updateFeedback(c.var.deps, requireUser(c).id, c.req.valid('param').id, c.req.valid('json')), 200));
  app.openapi(myFeedbackRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await getFeedbackEligibility(db, requireUser(c).id, c.req.valid('query').reservationId, now()), 200);
  });
  app.openapi(listFeedbacksRoute, async (c) => c.json(await listFeedbacks(c.var.deps.db, c.req.valid('query').filter, c.var.locale), 200));
  app.openapi(userStatsRoute, async (c) => c.json(await getUserStats(c.var.deps.db, c.req.valid('query').filter, c.var.locale), 200));
}
