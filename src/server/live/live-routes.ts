import { createRoute, z } from '@hono/zod-openapi';
import { ZErrorBody } from '@/contracts/common-contract';
import { LIVE_EVENT_ID_PATTERN } from '@/contracts/live-contract';
import { authenticateStreamFromCookie, requireUser } from '@/server/accounts/auth-middleware';
import type { ApiApp } from '@/server/http/app-env';
import { AppError } from '@/lib/errors/app-error';
import { toValidationIssues } from '@/server/http/validation-hook';
import { authErrorResponses } from '@/server/http/openapi-responses';
import { openLiveStream } from './live-stream';
import { ZFirebaseLiveToken } from '@/contracts/live-firebase-contract';
import { issueFirebaseLiveToken } from './firebase-token-service';

const ZLastEventId = z.string().regex(LIVE_EVENT_ID_PATTERN).optional();

const liveRoute = createRoute({
  method: 'get', path: '/live', tags: ['live'], security: [{ bearer: [] }],
  summary: 'My live events (Server-Sent Events): `{ type, id }` of what changed, to refetch; Last-Event-ID (or `lastEventId`) replays what was missed',
  description:
    'Authenticated by the bearer token or, since EventSource cannot set headers, the auth_token cookie. ' +
    'Each event has a numeric id; a comment every 25 s keeps the connection open.',
  responses: {
    200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
    ...authErrorResponses,
    503: { description: 'The live channel is unavailable', content: { 'application/json': { schema: ZErrorBody } } },
  },
});

const firebaseTokenRoute = createRoute({
  method: 'post', path: '/live/firebase-token', tags: ['live'], security: [{ bearer: [] }],
  summary: 'A Firebase custom token (uid: your user id) to listen to your users/{uid} in the Realtime Database, when Firebase is configured',
  description: 'Bearer token only (it grants access, so never from the cookie). The diner\'s data is mirrored whole before the token is answered.',
  responses: {
    200: { description: 'The custom token, valid one hour', content: { 'application/json': { schema: ZFirebaseLiveToken } } },
    ...authErrorResponses,
    404: { description: 'Firebase is not configured', content: { 'application/json': { schema: ZErrorBody } } },
  },
});

export function registerLiveRoutes(app: ApiApp) {
  app.openapi(firebaseTokenRoute, async (c) => c.json(await issueFirebaseLiveToken(c.var.deps, requireUser(c).id), 200));

  // A session first (bearer or cookie), then the input.
  app.use('/live', authenticateStreamFromCookie, async (c, next) => {
    requireUser(c);
    await next();
  });
  app.openapi(liveRoute, async (c) => {
    const user = requireUser(c);
    const given = c.req.header('last-event-id') ?? c.req.query('lastEventId');
    const parsed = ZLastEventId.safeParse(given === '' ? undefined : given);
    if (!parsed.success) {
      throw new AppError('validation_failed', 'Invalid input: Last-Event-ID must be the id of an event this stream sent', {
        statusCode: 400,
        details: { target: 'header', issues: toValidationIssues(parsed.error) },
      });
    }
    const body = await openLiveStream(c.var.deps, { userId: user.id, sessionId: user.sessionId, afterSeq: parsed.data ?? null, signal: c.req.raw.signal });
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        // no-transform: a compressing proxy (or Next's own compression) must not hold events back.
        'cache-control': 'private, no-cache, no-transform',
        'x-accel-buffering': 'no',
      },
    });
  });
}
