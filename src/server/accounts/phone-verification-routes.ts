import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZMe } from '@/contracts/account-contract';
import { ZConfirmPhoneCodeRequest, ZPhoneCodeSent, ZSendPhoneCodeRequest } from '@/contracts/phone-verification-contract';
import { ZErrorBody } from '@/contracts/common-contract';
import type { ApiApp } from '@/server/http/app-env';
import { authErrorResponses, conflictResponse } from '@/server/http/openapi-responses';
import { requireUser } from './auth-middleware';
import { confirmPhoneCode, sendPhoneCode } from './phone-verification-service';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const bearer = [{ bearer: [] }];
const tags = ['accounts'];

const sendRoute = createRoute({
  method: 'post',
  path: '/users/my-users/phone-verification',
  tags,
  security: bearer,
  summary: 'Text a 6-digit code to a phone number (valid 10 minutes; 60 s between sends, 5 sends an hour: 429 with Retry-After)',
  request: body(ZSendPhoneCodeRequest),
  responses: {
    202: json(ZPhoneCodeSent, 'Code sent; the previous code of this purpose no longer works'),
    ...authErrorResponses,
    ...conflictResponse,
    502: json(ZErrorBody, 'The SMS provider failed (sms_provider_error)'),
    504: json(ZErrorBody, 'The SMS provider did not answer in time (sms_provider_timeout)'),
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/users/my-users/phone-verification/confirm',
  tags,
  security: bearer,
  summary: 'Confirm the code: the number becomes the account’s, verified. 400 phone_code_wrong (details.attemptsLeft), phone_code_expired, phone_code_exhausted after 5 wrong codes, phone_code_missing',
  request: body(ZConfirmPhoneCodeRequest),
  responses: { 200: json(ZMe, 'The user with the verified phone'), ...authErrorResponses, ...conflictResponse },
});

/** SPEC §2/§8 phone number and link phone number: the number is proved by a code sent by SMS. */
export function registerPhoneVerificationRoutes(app: ApiApp) {
  app.openapi(sendRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await sendPhoneCode(c.var.deps, user.id, c.req.valid('json')), 202);
  });

  app.openapi(confirmRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await confirmPhoneCode(c.var.deps, user.id, c.req.valid('json')), 200);
  });
}
