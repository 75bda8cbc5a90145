import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  ZChatMessage, ZChatMessagePage, ZChatMessagesQuery, ZChatThread, ZChatUnread, ZInitChatRequest, ZMarkChatReadRequest, ZSendChatMessageRequest, ZStaffThreadList, ZStaffThreadsQuery,
} from '@/contracts/chat-contract';
import { ZErrorBody, ZIntId } from '@/contracts/common-contract';
import { CHAT_MESSAGES_PER_MINUTE } from '@/contracts/social-limits';
import { requireUser } from '@/server/accounts/auth-middleware';
import type { ApiApp, AppEnv } from '@/server/http/app-env';
import { enforceRateLimit } from '@/server/http/enforce-rate-limit';
import { authErrorResponses, conflictResponse, notFoundResponse } from '@/server/http/openapi-responses';
import { requireStaff } from '@/server/staff/require-staff';
import { getChatUnread, initChat, listChatMessages, markChatRead, sendChatMessage } from './chat-service';
import { listStaffThreads } from './chat-staff-service';

const json = <T>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
const body = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const security = [{ bearer: [] }];
const tags = ['chat'];

const initRoute = createRoute({
  method: 'post', path: '/chat-messages/init', tags, security,
  summary: 'The conversation of a booking (host, guests who are coming, restaurant staff), opened once',
  request: body(ZInitChatRequest),
  responses: { 200: json('The conversation', ZChatThread), ...authErrorResponses, ...notFoundResponse, ...conflictResponse },
});

const sendRoute = createRoute({
  method: 'post', path: '/chat-messages', tags, security,
  summary: `Send plain text to a conversation one takes part in (${CHAT_MESSAGES_PER_MINUTE} a minute)`,
  request: body(ZSendChatMessageRequest),
  responses: { 201: json('The message', ZChatMessage), ...authErrorResponses, ...notFoundResponse },
});

const listRoute = createRoute({
  method: 'get', path: '/chat-messages', tags, security,
  summary: 'A page of a conversation, newest last; `before` pages back through history',
  request: { query: ZChatMessagesQuery },
  responses: { 200: json('Messages', ZChatMessagePage), ...authErrorResponses, ...notFoundResponse },
});

const readRoute = createRoute({
  method: 'post', path: '/chat-messages/read', tags, security,
  summary: 'Mark a conversation read up to a message',
  request: body(ZMarkChatReadRequest),
  responses: { 200: json('What is still unread', z.object({ unreadCount: z.number().int() })), ...authErrorResponses, ...notFoundResponse },
});

const unreadRoute = createRoute({
  method: 'get', path: '/chat-messages/unread', tags, security,
  summary: 'My conversations with unread messages, and the total',
  responses: { 200: json('Unread counts', ZChatUnread), ...authErrorResponses },
});

const staffThreadsRoute = createRoute({
  method: 'get', path: '/manager/restaurants/{restaurantId}/chat-threads', tags: ['manager'], security,
  summary: 'Staff: the restaurant’s conversations, latest first, with the last message and what is unread',
  request: { params: z.object({ restaurantId: ZIntId }), query: ZStaffThreadsQuery },
  responses: { 200: json('Conversations', ZStaffThreadList), ...authErrorResponses, 403: json('Not staff of this restaurant', ZErrorBody) },
});

/** Conversations are private: a session first, then the input; nothing is cached. */
const privateChat: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
  c.header('cache-control', 'private, no-store');
};

export function registerChatRoutes(app: ApiApp) {
  app.use('/chat-messages', privateChat);
  app.use('/chat-messages/*', privateChat);
  app.use('/manager/restaurants/:restaurantId/chat-threads', privateChat, requireStaff());
  app.openapi(initRoute, async (c) => c.json(await initChat(c.var.deps, requireUser(c).id, c.req.valid('json').reservationId, c.var.locale), 200));
  app.openapi(sendRoute, async (c) => {
    const userId = requireUser(c).id;
    await enforceRateLimit(c, [`chat-send:user:${userId}`], CHAT_MESSAGES_PER_MINUTE, 60);
    return c.json(await sendChatMessage(c.var.deps, userId, c.req.valid('json'), c.var.locale), 201);
  });
  app.openapi(listRoute, async (c) => c.json(await listChatMessages(c.var.deps.db, requireUser(c).id, c.req.valid('query'), c.var.locale), 200));
  app.openapi(readRoute, async (c) => c.json(await markChatRead(c.var.deps.db, requireUser(c).id, c.req.valid('json')), 200));
  app.openapi(unreadRoute, async (c) => c.json(await getChatUnread(c.var.deps.db, requireUser(c).id), 200));
  app.openapi(staffThreadsRoute, async (c) =>
    c.json(await listStaffThreads(c.var.deps.db, requireUser(c).id, c.req.valid('param').restaurantId, c.req.valid('query'), c.var.locale), 200),
  );
}
