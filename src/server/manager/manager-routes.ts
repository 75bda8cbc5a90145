import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { ZErrorBody, ZIntId, ZUuidParam } from '@/contracts/common-contract';
import { ZAttendanceRequest, ZOrderTransitionRequest, ZStaffBooking, ZStaffBookingList, ZStaffDayQuery, ZStaffOrder, ZStaffOrderList, ZStaffRestaurants } from '@/contracts/order-contract';
import { requireUser } from '@/server/accounts/auth-middleware';
import type { ApiApp, AppEnv } from '@/server/http/app-env';
import { authErrorResponses, conflictResponse, notFoundResponse } from '@/server/http/openapi-responses';
import { requireStaff } from '@/server/staff/require-staff';
import { recordAttendance, listDayBookings } from './manager-booking-service';
import { listDayOrders, listStaffRestaurants, moveOrder } from './manager-order-service';
import { ZCollectPaymentRequest, ZPayment } from '@/contracts/payment-contract';
import { recordCollected } from '@/server/payments/payment-collect-service';

const json = <T>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
const body = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const forbiddenResponse = { 403: json('Not staff of this restaurant', ZErrorBody) } as const;
const security = [{ bearer: [] }];
const tags = ['manager'];
const ZRestaurantParam = z.object({ restaurantId: ZIntId });

const restaurantsRoute = createRoute({
  method: 'get', path: '/manager/restaurants', tags, security,
  summary: 'Staff: the restaurants I work for, with my role (403 for somebody who works nowhere)',
  responses: { 200: json('My restaurants', ZStaffRestaurants), ...authErrorResponses, ...forbiddenResponse },
});

const ordersRoute = createRoute({
  method: 'get', path: '/manager/restaurants/{restaurantId}/orders', tags, security,
  summary: 'Staff: the day’s placed take-away and delivery orders by ready time, with the moves each allows',
  request: { params: ZRestaurantParam, query: ZStaffDayQuery },
  responses: { 200: json('The day’s orders', ZStaffOrderList), ...authErrorResponses, ...forbiddenResponse },
});

const moveRoute = createRoute({
  method: 'post', path: '/manager/orders/{id}/status', tags, security,
  summary: 'Staff: move an order one step (placed → accepted → preparing → ready → [out_for_delivery →] completed) or cancel it with a reason; 409 invalid_transition otherwise',
  request: { params: ZUuidParam, ...body(ZOrderTransitionRequest) },
  responses: { 200: json('The order as it now stands', ZStaffOrder), ...authErrorResponses, ...forbiddenResponse, ...notFoundResponse, ...conflictResponse },
});

const paidRoute = createRoute({
  method: 'post', path: '/manager/orders/{id}/paid', tags, security,
  summary: 'Staff: the money was collected at the restaurant or on delivery; the order’s on-site payment becomes paid (collecting twice answers it as is; 409 while the diner pays online)',
  request: { params: ZUuidParam, body: { required: false, content: { 'application/json': { schema: ZCollectPaymentRequest } } } },
  responses: { 200: json('The paid payment', ZPayment), ...authErrorResponses, ...forbiddenResponse, ...notFoundResponse, ...conflictResponse },
});

const bookingsRoute = createRoute({
  method: 'get', path: '/manager/restaurants/{restaurantId}/bookings', tags, security,
  summary: 'Staff: the day’s bookings (drafts left out), in time order',
  request: { params: ZRestaurantParam, query: ZStaffDayQuery },
  responses: { 200: json('The day’s bookings', ZStaffBookingList), ...authErrorResponses, ...forbiddenResponse },
});

const attendanceRoute = createRoute({
  method: 'post', path: '/manager/reservations/{id}/attendance', tags, security,
  summary: 'Staff: a confirmed booking that has started was honoured (earns points) or a no-show; 409 otherwise',
  request: { params: ZUuidParam, ...body(ZAttendanceRequest) },
  responses: { 200: json('The booking', ZStaffBooking), ...authErrorResponses, ...forbiddenResponse, ...notFoundResponse, ...conflictResponse },
});

/** The restaurant's side is private too: a session first, then the input; nothing is cached. */
const privateStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  c.header('cache-control', 'private, no-store');
  await next();
};

export function registerManagerRoutes(app: ApiApp) {
  for (const path of ['/manager/restaurants', '/manager/orders/*', '/manager/reservations/*']) app.use(path, privateStaff);
  for (const path of ['/manager/restaurants/:restaurantId/orders', '/manager/restaurants/:restaurantId/bookings']) app.use(path, privateStaff, requireStaff());
  app.openapi(restaurantsRoute, async (c) => c.json(await listStaffRestaurants(c.var.deps.db, requireUser(c).id), 200));
  app.openapi(ordersRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await listDayOrders(db, c.req.valid('param').restaurantId, c.req.valid('query').date, now(), c.var.locale), 200);
  });
  app.openapi(moveRoute, async (c) => c.json(await moveOrder(c.var.deps, requireUser(c).id, c.req.valid('param').id, c.req.valid('json'), c.var.locale), 200));
  app.openapi(paidRoute, async (c) => c.json(await recordCollected(c.var.deps, requireUser(c).id, c.req.valid('param').id, c.req.valid('json') ?? {}), 200));
  app.openapi(bookingsRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await listDayBookings(db, c.req.valid('param').restaurantId, c.req.valid('query').date, now()), 200);
  });
  app.openapi(attendanceRoute, async (c) => c.json(await recordAttendance(c.var.deps, requireUser(c).id, c.req.valid('param').id, c.req.valid('json')), 200));
}
