import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import { ZAddress, ZAddressList, ZCreateAddressRequest, ZUpdateAddressRequest } from '@/contracts/address-contract';
import { ZUuidParam } from '@/contracts/common-contract';
import { requireUser } from '@/server/accounts/auth-middleware';
import type { ApiApp } from '@/server/http/app-env';
import { authErrorResponses, conflictResponse, notFoundResponse } from '@/server/http/openapi-responses';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './address-service';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const security = [{ bearer: [] }];
const tags = ['addresses'];

const listRoute = createRoute({
  method: 'get',
  path: '/addresses',
  tags,
  security,
  summary: "The signed-in user's delivery addresses, the default first",
  responses: { 200: json(ZAddressList, 'The addresses'), ...authErrorResponses },
});

const createAddressRoute = createRoute({
  method: 'post',
  path: '/addresses',
  tags,
  security,
  summary: 'Add a delivery address (at most 20 per user)',
  request: body(ZCreateAddressRequest),
  responses: { 201: json(ZAddress, 'The new address'), ...authErrorResponses, ...conflictResponse },
});

const updateAddressRoute = createRoute({
  method: 'patch',
  path: '/addresses/{id}',
  tags,
  security,
  summary: 'Change one of your addresses; setting it as default unsets the others',
  request: { params: ZUuidParam, ...body(ZUpdateAddressRequest) },
  responses: { 200: json(ZAddress, 'The updated address'), ...authErrorResponses, ...notFoundResponse },
});

const deleteAddressRoute = createRoute({
  method: 'delete',
  path: '/addresses/{id}',
  tags,
  security,
  summary: 'Delete one of your addresses',
  request: { params: ZUuidParam },
  responses: { 204: { description: 'Deleted' }, ...authErrorResponses, ...notFoundResponse },
});

export function registerAddressRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => {
    const user = requireUser(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await listAddresses(c.var.deps.db, user.id), 200);
  });

  app.openapi(createAddressRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await createAddress(c.var.deps, user.id, c.req.valid('json')), 201);
  });

  app.openapi(updateAddressRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await updateAddress(c.var.deps, user.id, c.req.valid('param').id, c.req.valid('json')), 200);
  });

  app.openapi(deleteAddressRoute, async (c) => {
    const user = requireUser(c);
    await deleteAddress(c.var.deps, user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
}
