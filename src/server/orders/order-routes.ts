import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { ZErrorBody, ZUuidParam } from '@/contracts/common-contract';
import { ZCancelOrderRequest, ZOrder, ZOrderCheck, ZOrderList, ZOrderListQuery, ZOrderRequest, ZUpdateOrderRequest } from '@/contracts/order-contract';
import { requireUser } from '@/server/accounts/auth-middleware';
import type { ApiApp, AppEnv } from '@/server/http/app-env';
import { authErrorResponses, conflictResponse, notFoundResponse } from '@/server/http/openapi-responses';
import { getOwnOrder, listOwnOrders } from './order-query-service';
import { cancelOwnOrder, checkOrder, createOrder, placeOrder, updateOrder } from './order-service';

const json = <T>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
const body = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const invalidResponse = { 422: json('order_invalid: details.problems lists every problem checkOrder finds', ZErrorBody) } as const;
const security = [{ bearer: [] }];
const tags = ['orders'];

const checkRoute = createRoute({
  method: 'post', path: '/reservation/order/checkOrder', tags, security,
  summary: 'Check a take-away or delivery order: the server’s prices, ready time, delivery fee and discount, and every problem with its code (SPEC §5)',
  request: body(ZOrderRequest),
  responses: { 200: json('The check; ok when there is no problem', ZOrderCheck), ...authErrorResponses },
});

const createOrderRoute = createRoute({
  method: 'post', path: '/reservation/order', tags, security,
  summary: 'Store a checked take-away or delivery order as a draft (portions are taken only when it is placed)',
  request: body(ZOrderRequest),
  responses: { 201: json('The draft order', ZOrder), ...authErrorResponses, ...invalidResponse },
});

const getRoute = createRoute({
  method: 'get', path: '/reservation/order/{id}', tags, security,
  summary: 'One of my take-away or delivery orders, with its steps',
  request: { params: ZUuidParam },
  responses: { 200: json('The order', ZOrder), ...authErrorResponses, ...notFoundResponse },
});

const patchRoute = createRoute({
  method: 'patch', path: '/reservation/order/{id}', tags, security,
  summary: 'Change a draft order; it is checked and priced again',
  request: { params: ZUuidParam, ...body(ZUpdateOrderRequest) },
  responses: { 200: json('The draft order', ZOrder), ...authErrorResponses, ...notFoundResponse, ...conflictResponse, ...invalidResponse },
});

const placeRoute = createRoute({
  method: 'post', path: '/reservation/order/{id}/place', tags, security,
  summary: 'Place a draft order: checked again, its portions taken and its discount redeemed at once; 409 dish_sold_out when the last portions went meanwhile',
  request: { params: ZUuidParam },
  responses: { 200: json('The placed order (also when it was placed already)', ZOrder), ...authErrorResponses, ...notFoundResponse, ...conflictResponse, ...invalidResponse },
});

const cancelRoute = createRoute({
  method: 'post', path: '/reservation/order/{id}/cancel', tags, security,
  summary: 'Cancel my order until the restaurant accepts it: its portions and discount are given back',
  request: { params: ZUuidParam, body: { required: false, content: { 'application/json': { schema: ZCancelOrderRequest } } } },
  responses: { 200: json('The cancelled order', ZOrder), ...authErrorResponses, ...notFoundResponse, ...conflictResponse },
});

const listRoute = createRoute({
  method: 'get', path: '/reservation/orders', tags, security,
  summary: 'My take-away and delivery orders, newest first: active (drafts and orders in progress), past (completed or cancelled) or all',
  request: { query: ZOrderListQuery },
  responses: { 200: json('A page of orders', ZOrderList), ...authErrorResponses },
});

/** Orders are private: no token is a 401 before the input is even read; never cached. */
const requireSignedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  c.header('cache-control', 'private, no-store');
  await next();
};

export function registerOrderRoutes(app: ApiApp) {
  for (const path of ['/reservation/order', '/reservation/order/*', '/reservation/orders']) app.use(path, requireSignedIn);
  app.openapi(checkRoute, async (c) => c.json(await checkOrder(c.var.deps, requireUser(c).id, c.req.valid('json'), c.var.locale), 200));
  app.openapi(createOrderRoute, async (c) => c.json(await createOrder(c.var.deps, requireUser(c).id, c.req.valid('json'), c.var.locale), 201));
  app.openapi(listRoute, async (c) => c.json(await listOwnOrders(c.var.deps.db, requireUser(c).id, c.req.valid('query')), 200));
  app.openapi(getRoute, async (c) => c.json(await getOwnOrder(c.var.deps.db, requireUser(c).id, c.req.valid('param').id, c.var.locale), 200));
  app.openapi(patchRoute, async (c) => c.json(await updateOrder(c.var.deps, requireUser(c).id, c.req.valid('param').id, c.req.valid('json'), c.var.locale), 200));
  app.openapi(placeRoute, async (c) => c.json(await placeOrder(c.var.deps, requireUser(c).id, c.req.valid('param').id, c.var.locale), 200));
  app.openapi(cancelRoute, async (c) => c.json(await cancelOwnOrder(c.var.deps, requireUser(c).id, c.req.valid('param').id, c.req.valid('json'), c.var.locale), 200));
}
