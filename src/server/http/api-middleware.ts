import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from '@/lib/errors/app-error';
import type { AppDeps, AppEnv } from './app-env';
import { pickContentLocale } from '@/contracts/locale-contract';
import { AVATAR_MAX_BYTES } from '@/contracts/account-contract';

export const MAX_BODY_BYTES = 1024 * 1024;

/** A caller's X-Request-Id is kept only when it looks like an id, so it cannot smuggle text into the logs. */
const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

export function provideDeps(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header('x-request-id');
    const requestId = given && REQUEST_ID_PATTERN.test(given) ? given : crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('deps', { ...deps, logger: deps.logger.child({ requestId }) });
    c.set('user', null);
    c.set('locale', pickContentLocale(c.req.query('lang'), c.req.header('accept-language')));
    await next();
    c.header('x-request-id', c.get('requestId'));
  };
}

export function apiSecurityHeaders(isProduction: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    strictTransportSecurity: isProduction ? 'max-age=63072000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    crossOriginResourcePolicy: 'same-origin',
  });
}

/** Only the site itself and the origins listed in CORS_ORIGINS may call the API from a browser. */
export function apiCors(appOrigin: string, extraOrigins: string): MiddlewareHandler {
  const allowed = new Set([appOrigin, ...extraOrigins.split(',').map((o) => o.trim()).filter(Boolean)]);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    maxAge: 600,
  });
}

const bodyLimitOf = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('payload_too_large', `Request body exceeds ${maxSize} bytes`, { statusCode: 413 });
    },
  });

/** The avatar upload carries a photo (its own limit, plus room for the multipart framing); every other body is small. */
const AVATAR_UPLOAD_URL = '/api/users/my-users/avatar';
const limitSmallBody = bodyLimitOf(MAX_BODY_BYTES);
const limitAvatarBody = bodyLimitOf(AVATAR_MAX_BYTES + 64 * 1024);

export const limitBodySize: MiddlewareHandler = (c, next) => (c.req.path === AVATAR_UPLOAD_URL ? limitAvatarBody(c, next) : limitSmallBody(c, next));
