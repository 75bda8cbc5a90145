import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  ZAccessIdParam, ZAnswerInvitationRequest, ZCreatedGroupLink, ZCreateGroupRequest, ZGroup, ZGroupIdParam, ZGroupInvitationParams, ZGroupOfReservation, ZGroupOfReservationQuery,
  ZInvitationPreview, ZInviteDinerRequest,
} from '@/contracts/group-contract';
import { ZErrorBody } from '@/contracts/common-contract';
import { DINER_INVITES_PER_HOUR } from '@/contracts/social-limits';
import { requireUser } from '@/server/accounts/auth-middleware';
import type { ApiApp, AppEnv } from '@/server/http/app-env';
import { enforceRateLimit } from '@/server/http/enforce-rate-limit';
import { authErrorResponses, conflictResponse, errorResponses, notFoundResponse } from '@/server/http/openapi-responses';
import { answerInvitation } from './answer-service';
import { getGroupOfReservation, loadGroupView, openGroup } from './group-service';
import { createInvitationLink, inviteDiner, revokeInvitation } from './invitation-service';
import { getInvitationPreview } from './preview-service';

const json = <T>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
const body = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const security = [{ bearer: [] }];
const forbiddenResponse = { 403: json('Only the host may do this', ZErrorBody) } as const;
const tags = ['groups'];

const createGroupRoute = createRoute({
  method: 'post', path: '/groups', tags, security,
  summary: 'The group of my booking, created once (201) or as it is (200); 409 invitation_closed when the booking no longer takes guests',
  request: body(ZCreateGroupRequest),
  responses: { 200: json('The existing group', ZGroup), 201: json('The new group', ZGroup), ...authErrorResponses, ...notFoundResponse, ...conflictResponse },
});

const groupOfReservationRoute = createRoute({
  method: 'get', path: '/groups', tags, security,
  summary: 'The group of a booking: the host’s (null before any invitation) or the one the caller is coming with',
  request: { query: ZGroupOfReservationQuery },
  responses: { 200: json('The group, or null', ZGroupOfReservation), ...authErrorResponses, ...notFoundResponse },
});

const getGroupRoute = createRoute({
  method: 'get', path: '/groups/{id}', tags, security,
  summary: 'A group, for its host or a diner invited to it (anyone else: 404)',
  request: { params: ZGroupIdParam },
  responses: { 200: json('The group', ZGroup), ...authErrorResponses, ...notFoundResponse },
});

const createLinkRoute = createRoute({
  method: 'post', path: '/groups/{id}/links', tags, security,
  summary: 'A new invitation link (host only); the token is answered once, only its hash is stored',
  request: { params: ZGroupIdParam },
  responses: { 201: json('The link', ZCreatedGroupLink), ...authErrorResponses, ...forbiddenResponse, ...notFoundResponse, ...conflictResponse },
});

const inviteDinerRoute = createRoute({
  method: 'post', path: '/groups/{id}/invitations', tags, security,
  summary: `Invite an existing diner by e-mail or phone (host only, ${DINER_INVITES_PER_HOUR} an hour); they are e-mailed their own link`,
  request: { params: ZGroupIdParam, ...body(ZInviteDinerRequest) },
  responses: { 201: json('The group', ZGroup), ...authErrorResponses, ...forbiddenResponse, ...notFoundResponse, ...conflictResponse },
});

const revokeRoute = createRoute({
  method: 'delete', path: '/groups/{id}/invitations/{invitationId}', tags, security,
  summary: 'Revoke a link or a diner’s invitation (host only): it opens nothing any more',
  request: { params: ZGroupInvitationParams },
  responses: { 200: json('The group', ZGroup), ...authErrorResponses, ...forbiddenResponse, ...notFoundResponse },
});

const previewRoute = createRoute({
  method: 'get', path: '/groups/invitations/{accessId}', tags,
  summary: 'What an invitation link shows (public): host, restaurant, date, party size; with a session, the caller’s answer',
  request: { params: ZAccessIdParam },
  responses: { 200: json('The invitation', ZInvitationPreview), ...errorResponses, ...notFoundResponse },
});

const answerRoute = createRoute({
  method: 'patch', path: '/groups/users/{accessId}', tags, security,
  summary: 'Accept or decline through a link or one’s own invitation; 409 group_full when every seat is taken',
  request: { params: ZAccessIdParam, ...body(ZAnswerInvitationRequest) },
  responses: { 200: json('The group', ZGroup), ...authErrorResponses, ...notFoundResponse, ...conflictResponse },
});

const isPublicPreview = (method: string, path: string) => method === 'GET' && /\/groups\/invitations\/[^/]+$/.test(path);

/** Groups are per person: a session is needed (but for a link's preview) before input is read, and nothing is cached. */
const privateAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isPublicPreview(c.req.method, c.req.path)) requireUser(c);
  await next();
  c.header('cache-control', 'private, no-store');
};

export function registerGroupRoutes(app: ApiApp) {
  app.use('/groups', privateAnswers);
  app.use('/groups/*', privateAnswers);
  app.openapi(createGroupRoute, async (c) => {
    const { group, created } = await openGroup(c.var.deps, requireUser(c).id, c.req.valid('json').reservationId, c.var.locale);
    return created ? c.json(group, 201) : c.json(group, 200);
  });
  app.openapi(groupOfReservationRoute, async (c) => c.json(await getGroupOfReservation(c.var.deps.db, requireUser(c).id, c.req.valid('query').reservationId, c.var.locale), 200));
  app.openapi(getGroupRoute, async (c) => c.json(await loadGroupView(c.var.deps.db, c.req.valid('param').id, requireUser(c).id, c.var.locale), 200));
  app.openapi(createLinkRoute, async (c) => c.json(await createInvitationLink(c.var.deps, requireUser(c).id, c.req.valid('param').id), 201));
  app.openapi(inviteDinerRoute, async (c) => {
    const hostId = requireUser(c).id;
    await enforceRateLimit(c, [`invite-diner:user:${hostId}`], DINER_INVITES_PER_HOUR, 3600);
    return c.json(await inviteDiner(c.var.deps, hostId, c.req.valid('param').id, c.req.valid('json'), c.var.locale), 201);
  });
  app.openapi(revokeRoute, async (c) => {
    const { id, invitationId } = c.req.valid('param');
    return c.json(await revokeInvitation(c.var.deps, requireUser(c).id, id, invitationId, c.var.locale), 200);
  });
  app.openapi(previewRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await getInvitationPreview(db, c.req.valid('param').accessId, c.var.user?.id ?? null, c.var.locale, now()), 200);
  });
  app.openapi(answerRoute, async (c) => {
    const userId = requireUser(c).id;
    return c.json(await answerInvitation(c.var.deps, userId, c.req.valid('param').accessId, c.req.valid('json').status, c.var.locale), 200);
  });
}
