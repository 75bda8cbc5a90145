import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  ZContactReceipt,
  ZContactRequest,
  ZCreateHelpRequest,
  ZHelpQuestionList,
  ZHelpQuestionsQuery,
  ZHelpRequest,
  ZHelpRequestList,
} from '@/contracts/help-contract';
import { requireUser } from '@/server/accounts/auth-middleware';
import { clientAddress } from '@/server/accounts/client-address';
import type { ApiApp, AppEnv } from '@/server/http/app-env';
import { authErrorResponses, errorResponses, notFoundResponse } from '@/server/http/openapi-responses';
import { receiveContactMessage } from './contact-service';
import { listHelpQuestions } from './help-question-service';
import { CONTACT_LIMIT_PER_ADDRESS, CONTACT_LIMIT_PER_EMAIL, enforceRateLimits, HELP_REQUEST_LIMIT_PER_USER } from './help-rate-limit';
import { createHelpRequest, HELP_REQUESTS_LISTED, listHelpRequests } from './help-request-service';

const json = <T>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
const body = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const security = [{ bearer: [] }];

const questionsRoute = createRoute({
  method: 'get',
  path: '/help-questions',
  tags: ['help'],
  summary: 'The FAQ in the request’s language: all published questions, one topic’s, or those matching `q` (accents and small typos ignored, best first)',
  request: { query: ZHelpQuestionsQuery },
  responses: { 200: json('The questions with their answers', ZHelpQuestionList), ...errorResponses },
});

const listRequestsRoute = createRoute({
  method: 'get',
  path: '/help-user',
  tags: ['help'],
  security,
  summary: `My help requests (the ${HELP_REQUESTS_LISTED} most recent), each with its status and the team’s answer`,
  responses: { 200: json('The requests', ZHelpRequestList), ...authErrorResponses },
});

const createRequestRoute = createRoute({
  method: 'post',
  path: '/help-user',
  tags: ['help'],
  security,
  summary: 'Ask the team for help about one of my bookings (reservationId) or orders (orderId)',
  request: body(ZCreateHelpRequest),
  responses: { 201: json('The request', ZHelpRequest), ...authErrorResponses, ...notFoundResponse },
});

const contactRoute = createRoute({
  method: 'post',
  path: '/contacts',
  tags: ['help'],
  summary: 'Write to the team: the message is kept, copied to the site’s address and acknowledged to the sender',
  request: body(ZContactRequest),
  responses: { 202: json('Received', ZContactReceipt), ...errorResponses },
});

/** A diner's requests are theirs alone: no token is a 401 before the body is read; never cached. */
const requireSignedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  c.header('cache-control', 'private, no-store');
  await next();
};

export function registerHelpRoutes(app: ApiApp) {
  app.openapi(questionsRoute, async (c) => {
    c.header('cache-control', 'public, max-age=300');
    c.header('vary', 'Accept-Language');
    return c.json(await listHelpQuestions(c.var.deps.db, c.req.valid('query'), c.var.locale), 200);
  });

  app.use('/help-user', requireSignedIn);
  app.openapi(listRequestsRoute, async (c) => c.json(await listHelpRequests(c.var.deps.db, requireUser(c).id), 200));
  app.openapi(createRequestRoute, async (c) => {
    const user = requireUser(c);
    await enforceRateLimits(c, [{ key: `help-request:user:${user.id}`, rule: HELP_REQUEST_LIMIT_PER_USER }]);
    return c.json(await createHelpRequest(c.var.deps, user.id, c.req.valid('json')), 201);
  });

  app.openapi(contactRoute, async (c) => {
    const input = c.req.valid('json');
    await enforceRateLimits(c, [
      { key: `contact:ip:${clientAddress(c)}`, rule: CONTACT_LIMIT_PER_ADDRESS },
      { key: `contact:email:${input.email}`, rule: CONTACT_LIMIT_PER_EMAIL },
    ]);
    return c.json(await receiveContactMessage(c.var.deps, input, input.language ?? c.var.locale), 202);
  });
}
