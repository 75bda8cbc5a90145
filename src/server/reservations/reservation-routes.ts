import { createRoute } from '@hono/zod-openapi';
import { ZUuidParam } from '@/contracts/common-contract';
import {
  ZAddOrderRequest, ZCreateReservationRequest, ZDraftOrderRequest, ZDraftOrderResult, ZReservation, ZReservationList, ZReservationListQuery, ZUpdateReservationRequest,
} from '@/contracts/reservation-contract';
import { requireUser } from '@/server/accounts/auth-middleware';
import type { MiddlewareHandler } from 'hono';
import type { ApiApp, AppEnv } from '@/server/http/app-env';
import { authErrorResponses, conflictResponse, notFoundResponse } from '@/server/http/openapi-responses';
import { ZErrorBody } from '@/contracts/common-contract';
import { addOrder } from './add-order-service';
import { createReservation } from './create-reservation-service';
import { saveDraftOrder } from './draft-order-service';
import { getReservation, listReservations } from './reservation-query-service';
import { updateReservationOf } from './update-reservation-service';

const json = <T>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
const body = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const unprocessableResponse = { 422: json('Not bookable (closed, off the slot grid, outside the booking window, party size, dish not offered)', ZErrorBody) } as const;
const security = [{ bearer: [] }];

const createRoute_ = createRoute({
  method: 'post',
  path: '/reservations/create',
  tags: ['reservations'],
  summary: 'Book a table (or event places) as a draft holding it for DRAFT_HOLD_MINUTES; 409 slot_unavailable when it filled meanwhile',
  security,
  request: body(ZCreateReservationRequest),
  responses: { 201: json('The draft reservation', ZReservation), ...authErrorResponses, ...notFoundResponse, ...conflictResponse, ...unprocessableResponse },
});

const draftRoute = createRoute({
  method: 'post',
  path: '/reservations/draft',
  tags: ['reservations'],
  summary: 'Save the draft’s pre-order (SPEC §3 payload), holding its dishes until the new expireDate',
  security,
  request: body(ZDraftOrderRequest),
  responses: { 200: json('The draft with its order', ZDraftOrderResult), ...authErrorResponses, ...notFoundResponse, ...conflictResponse, ...unprocessableResponse },
});

const addOrderRoute = createRoute({
  method: 'post',
  path: '/reservations/addOrder/{id}',
  tags: ['reservations'],
  summary: 'Add dishes to a confirmed, upcoming booking',
  security,
  request: { params: ZUuidParam, ...body(ZAddOrderRequest) },
  responses: { 201: json('The booking with the new order', ZReservation), ...authErrorResponses, ...notFoundResponse, ...conflictResponse, ...unprocessableResponse },
});

const listRoute = createRoute({
  method: 'get',
  path: '/reservations',
  tags: ['reservations'],
  summary: 'My bookings: upcoming (soonest first), past (latest first) or cancelled (latest first, never among the others); expired drafts are not listed',
  security,
  request: { query: ZReservationListQuery },
  responses: { 200: json('A page of bookings', ZReservationList), ...authErrorResponses },
});

const getRoute = createRoute({
  method: 'get',
  path: '/reservations/{id}',
  tags: ['reservations'],
  summary: 'One of my bookings with table, restaurant, event, orders and their dishes, additionals, delivery',
  security,
  request: { params: ZUuidParam },
  responses: { 200: json('The booking', ZReservation), ...authErrorResponses, ...notFoundResponse },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/reservations/{id}',
  tags: ['reservations'],
  summary: 'Confirm, move, change or cancel a booking within the restaurant’s policy',
  security,
  request: { params: ZUuidParam, ...body(ZUpdateReservationRequest) },
  responses: { 200: json('The booking', ZReservation), ...authErrorResponses, ...notFoundResponse, ...conflictResponse, ...unprocessableResponse },
});

/** Bookings are private: no token is a 401 before the input is even read; never cached. */
const requireSignedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  c.header('cache-control', 'private, no-store');
  await next();
};

export function registerReservationRoutes(app: ApiApp) {
  app.use('/reservations', requireSignedIn);
  app.use('/reservations/*', requireSignedIn);
  app.openapi(createRoute_, async (c) => c.json(await createReservation(c.var.deps, requireUser(c).id, c.req.valid('json'), c.var.locale), 201));
  app.openapi(draftRoute, async (c) => c.json(await saveDraftOrder(c.var.deps, requireUser(c).id, c.req.valid('json'), c.var.locale), 200));
  app.openapi(addOrderRoute, async (c) => c.json(await addOrder(c.var.deps, requireUser(c).id, c.req.valid('param').id, c.req.valid('json'), c.var.locale), 201));
  app.openapi(listRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await listReservations(db, requireUser(c).id, c.req.valid('query'), c.var.locale, now()), 200);
  });
  app.openapi(getRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await getReservation(db, requireUser(c).id, c.req.valid('param').id, c.var.locale, now()), 200);
  });
  app.openapi(patchRoute, async (c) => c.json(await updateReservationOf(c.var.deps, requireUser(c).id, c.req.valid('param').id, c.req.valid('json'), c.var.locale), 200));
}
