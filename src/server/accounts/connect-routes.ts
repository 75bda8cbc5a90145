import { createRoute, z } from '@hono/zod-openapi';
import { ZAuthSession } from '@/contracts/account-contract';
import { ZConnectProvider, ZConnectRequest } from '@/contracts/connect-contract';
import { ZErrorBody } from '@/contracts/common-contract';
import type { ApiApp } from '@/server/http/app-env';
import { errorResponses } from '@/server/http/openapi-responses';
import { enforceAuthRateLimit } from './auth-rate-limit';
import { connect } from './connect-service';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

const connectRoute = createRoute({
  method: 'post',
  path: '/connect/{provider}',
  tags: ['accounts'],
  summary: 'Sign in with an identity provider (Firebase Authentication: Google or phone) and get our own session',
  description:
    'The body carries the Firebase ID token; it is checked here (signature by Google\'s published keys, audience, issuer, dates, provider). ' +
    'The first sign-in links the identity to the account holding the Google-verified e-mail, or makes a new account.',
  request: {
    params: z.object({ provider: ZConnectProvider }),
    body: { content: { 'application/json': { schema: ZConnectRequest } }, required: true },
  },
  responses: {
    200: json(ZAuthSession, 'Signed in, as a password login answers'),
    ...errorResponses,
    401: json(ZErrorBody, 'The token is expired, malformed, signed by an unknown key, or for another project, issuer or provider'),
    404: json(ZErrorBody, 'Sign-in with outside providers is not configured'),
    503: json(ZErrorBody, "The provider's keys could not be fetched"),
  },
});

export function registerConnectRoutes(app: ApiApp) {
  app.openapi(connectRoute, async (c) => {
    await enforceAuthRateLimit(c);
    const { provider } = c.req.valid('param');
    const { token } = c.req.valid('json');
    const userAgent = c.req.header('user-agent')?.slice(0, 512) ?? null;
    return c.json(await connect(c.var.deps, provider, token, { userAgent }), 200);
  });
}
