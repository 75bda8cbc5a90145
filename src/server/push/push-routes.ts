import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import { ZPushPublicKey, ZPushSubscriptionRequest, ZPushSubscriptionSaved, ZPushUnsubscribeRequest } from '@/contracts/push-contract';
import { requireUser } from '@/server/accounts/auth-middleware';
import type { ApiApp } from '@/server/http/app-env';
import { authErrorResponses, errorResponses, notFoundResponse } from '@/server/http/openapi-responses';
import { removePushSubscription, savePushSubscription } from './push-subscription-service';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const security = [{ bearer: [] }];
const tags = ['notifications'];

const publicKeyRoute = createRoute({
  method: 'get',
  path: '/push/public-key',
  tags,
  summary: 'The VAPID public key (base64url) a browser subscribes to Web Push with',
  responses: { 200: json(ZPushPublicKey, 'The application server key'), ...errorResponses },
});

const subscribeRoute = createRoute({
  method: 'post',
  path: '/push-subscriptions',
  tags,
  security,
  summary: "This browser's PushSubscription (toJSON()) gets the diner's booking reminders and order steps; an endpoint already known moves to the caller",
  request: { body: { content: { 'application/json': { schema: ZPushSubscriptionRequest } }, required: true } },
  responses: { 201: json(ZPushSubscriptionSaved, 'Subscribed'), ...authErrorResponses },
});

const unsubscribeRoute = createRoute({
  method: 'delete',
  path: '/push-subscriptions',
  tags,
  security,
  summary: 'Stop pushes to this browser; only your own subscription (any other answers 404)',
  request: { body: { content: { 'application/json': { schema: ZPushUnsubscribeRequest } }, required: true } },
  responses: { 204: { description: 'Unsubscribed' }, ...authErrorResponses, ...notFoundResponse },
});

export function registerPushRoutes(app: ApiApp) {
  app.openapi(publicKeyRoute, async (c) => {
    c.header('cache-control', 'public, max-age=3600');
    return c.json({ publicKey: await c.var.deps.push.publicKey() }, 200);
  });

  app.openapi(subscribeRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await savePushSubscription(c.var.deps.db, user.id, c.req.valid('json'), c.req.header('user-agent')), 201);
  });

  app.openapi(unsubscribeRoute, async (c) => {
    const user = requireUser(c);
    await removePushSubscription(c.var.deps.db, user.id, c.req.valid('json').endpoint);
    return c.body(null, 204);
  });
}
