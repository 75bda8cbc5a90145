import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import { ZLastNotificationViewedRequest, ZNotificationList, ZNotificationListQuery, ZUnreadNotifications } from '@/contracts/notification-contract';
import { requireUser } from '@/server/accounts/auth-middleware';
import type { ApiApp } from '@/server/http/app-env';
import { authErrorResponses } from '@/server/http/openapi-responses';
import { listNotifications, markNotificationsViewed } from './notification-service';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const security = [{ bearer: [] }];
const tags = ['notifications'];

const listRoute = createRoute({
  method: 'get',
  path: '/notifications',
  tags,
  security,
  summary: "The signed-in diner's notifications, newest first, with how many are unread",
  request: { query: ZNotificationListQuery },
  responses: { 200: json(ZNotificationList, 'A page of notifications'), ...authErrorResponses },
});

const viewedRoute = createRoute({
  method: 'post',
  path: '/userData/lastNotificationViewed',
  tags,
  security,
  summary: 'SPEC §7: the diner has seen their notifications up to `at` (now by default); never moves backwards',
  request: { body: { content: { 'application/json': { schema: ZLastNotificationViewedRequest } }, required: false } },
  responses: { 200: json(ZUnreadNotifications, 'What is still unread after it'), ...authErrorResponses },
});

export function registerNotificationRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => {
    const user = requireUser(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await listNotifications(c.var.deps.db, user.id, c.req.valid('query')), 200);
  });

  app.openapi(viewedRoute, async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    return c.json(await markNotificationsViewed(c.var.deps, user.id, body?.at), 200);
  });
}
