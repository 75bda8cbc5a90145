import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { ZCreateReportRequest, ZReport } from '@/contracts/report-contract';
import { requireUser } from '@/server/accounts/auth-middleware';
import type { ApiApp, AppEnv } from '@/server/http/app-env';
import { authErrorResponses, notFoundResponse } from '@/server/http/openapi-responses';
import { createReport } from './report-service';

const json = <T>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });

const createReportRoute = createRoute({
  method: 'post',
  path: '/reports',
  tags: ['reports'],
  security: [{ bearer: [] }],
  summary: 'Report a review, a chat message or a restaurant for moderation; the same report again answers the first (200)',
  request: { body: { required: true, content: { 'application/json': { schema: ZCreateReportRequest } } } },
  responses: { 201: json('Report received', ZReport), 200: json('Already reported: the same report', ZReport), ...authErrorResponses, ...notFoundResponse },
});

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
  c.header('cache-control', 'private, no-store');
};

export function registerReportRoutes(app: ApiApp) {
  app.use('/reports', signedIn);
  app.openapi(createReportRoute, async (c) => {
    const { report, created } = await createReport(c.var.deps, requireUser(c).id, c.req.valid('json'));
    return created ? c.json(report, 201) : c.json(report, 200);
  });
}
