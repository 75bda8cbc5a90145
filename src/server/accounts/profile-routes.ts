import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZChangeEmailRequest, ZDeleteAccountRequest, ZMe } from '@/contracts/account-contract';
import { ZErrorBody } from '@/contracts/common-contract';
import { AppError } from '@/lib/errors/app-error';
import { AVATAR_NAME_PATTERN } from '@/server/adapters/avatars/avatar-store';
import type { ApiApp } from '@/server/http/app-env';
import { authErrorResponses, conflictResponse, notFoundResponse } from '@/server/http/openapi-responses';
import { notFound } from '@/server/http/app-error-factory';
import { deleteAccount } from './account-deletion-service';
import { requireUser } from './auth-middleware';
import { enforceAuthRateLimit } from './auth-rate-limit';
import { uploadAvatar } from './avatar-service';
import { requestEmailChange } from './email-change-service';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const bearer = [{ bearer: [] }];
const tags = ['accounts'];

export const AVATAR_UPLOAD_PATH = '/users/my-users/avatar';

const changeEmailRoute = createRoute({
  method: 'post',
  path: '/users/my-users/email',
  tags,
  security: bearer,
  summary: 'E-mail a confirmation link to a new address; the account switches to it once the link is opened',
  request: body(ZChangeEmailRequest),
  responses: { 202: json(ZMe, 'Link sent; the user shows the address as pendingEmail'), ...authErrorResponses, ...conflictResponse },
});

const uploadAvatarRoute = createRoute({
  method: 'post',
  path: AVATAR_UPLOAD_PATH,
  tags,
  security: bearer,
  summary: 'Upload a profile photo (multipart field "file": JPEG, PNG or WebP up to 5 MB), stored as a 256 px WebP square',
  responses: {
    200: json(ZMe, 'The user with the new avatarUrl'),
    ...authErrorResponses,
    413: json(ZErrorBody, 'The photo is too large'),
    415: json(ZErrorBody, 'Not a multipart upload, or not a JPEG, PNG or WebP photo'),
  },
});

const avatarRoute = createRoute({
  method: 'get',
  path: '/avatars/{name}',
  tags,
  summary: 'A stored profile photo (names are unguessable; the file never changes)',
  request: { params: z.object({ name: z.string().regex(AVATAR_NAME_PATTERN) }) },
  responses: { 200: { description: 'The WebP image', content: { 'image/webp': { schema: z.string() } } }, ...notFoundResponse },
});

const deleteAccountRoute = createRoute({
  method: 'delete',
  path: '/users/my-users',
  tags,
  security: bearer,
  summary: 'Delete the signed-in account and all its data (the password confirms it)',
  request: body(ZDeleteAccountRequest),
  responses: { 204: { description: 'Deleted; every session ends' }, ...authErrorResponses, 403: json(ZErrorBody, 'Wrong password') },
});

const notMultipart = () => new AppError('unsupported_media_type', 'Send the photo as multipart/form-data', { statusCode: 415 });

/** The profile's own endpoints beside PATCH /users/my-users: e-mail change, photo and account deletion. */
export function registerProfileRoutes(app: ApiApp) {
  app.openapi(changeEmailRoute, async (c) => {
    const user = requireUser(c);
    await enforceAuthRateLimit(c, { userId: user.id });
    return c.json(await requestEmailChange(c.var.deps, user.id, c.req.valid('json').email), 202);
  });

  app.openapi(uploadAvatarRoute, async (c) => {
    const user = requireUser(c);
    if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw notMultipart();
    const form = await c.req.parseBody().catch(() => {
      throw notMultipart();
    });
    return c.json(await uploadAvatar(c.var.deps, user.id, form.file), 200);
  });

  app.openapi(avatarRoute, async (c) => {
    const bytes = await c.var.deps.avatars.read(c.req.valid('param').name);
    if (!bytes) throw notFound('Avatar');
    c.header('content-type', 'image/webp');
    c.header('cache-control', 'public, max-age=31536000, immutable');
    return c.body(new Uint8Array(bytes), 200);
  });

  app.openapi(deleteAccountRoute, async (c) => {
    const user = requireUser(c);
    await enforceAuthRateLimit(c, { userId: user.id });
    await deleteAccount(c.var.deps, user.id, c.req.valid('json'));
    return c.body(null, 204);
  });
}
