import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z } from 'zod';
import {
  ZAuthSession,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZMe,
  ZResetPasswordRequest,
  ZSignUpRequest,
  ZUpdateMeRequest,
  ZUserCheckResponse,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from '@/contracts/account-contract';
import { ZErrorBody } from '@/contracts/common-contract';
import type { AppEnv, ApiApp } from '@/server/http/app-env';
import { authErrorResponses, errorResponses } from '@/server/http/openapi-responses';
import { changePassword, getMe, logIn, logOut, type SessionClient } from './account-service';
import { signUp } from './sign-up-service';
import { requireUser } from './auth-middleware';
import { enforceAuthRateLimit } from './auth-rate-limit';
import { getDummyPasswordHash } from './password-hasher';
import { sendVerificationEmail, verifyEmail } from './email-verification-service';
import { requestPasswordReset, resetPassword } from './password-reset-service';
import { updateMe } from './profile-service';
import { checkUserInfo } from './user-check-service';
import { registerPhoneVerificationRoutes } from './phone-verification-routes';
import { registerProfileRoutes } from './profile-routes';
import { registerConnectRoutes } from './connect-routes';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const bearer = [{ bearer: [] }];
const tags = ['accounts'];

const signUpRoute = createRoute({
  method: 'post',
  path: '/auth/signup',
  tags,
  summary: 'Create an account; the address is verified by the e-mailed link before the first login',
  description:
    'Answers 202 with no body whether or not the address already has an account, so it tells nobody who has one. ' +
    'A new address gets a verification link; an address with an account gets an e-mail saying someone tried.',
  request: body(ZSignUpRequest),
  responses: { 202: { description: 'Accepted: check the mailbox' }, ...errorResponses },
});

const logInRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  tags,
  summary: 'Sign in with e-mail and password',
  request: body(ZLoginRequest),
  responses: { 200: json(ZAuthSession, 'Signed in'), ...errorResponses, 401: json(ZErrorBody, 'Wrong e-mail or password, or the address is not verified yet') },
});

const logOutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags,
  security: bearer,
  summary: 'Revoke the current session',
  responses: { 204: { description: 'Signed out' }, ...authErrorResponses },
});

const whoAmIRoute = createRoute({
  method: 'get',
  path: '/whoAmI',
  tags,
  security: bearer,
  summary: 'The signed-in user with their settings',
  responses: { 200: json(ZMe, 'The signed-in user'), ...authErrorResponses },
});

const forgotPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/forgot-password',
  tags,
  summary: 'E-mail a password reset link (answers 202 whether or not the account exists)',
  request: body(ZForgotPasswordRequest),
  responses: { 202: { description: 'Accepted' }, ...errorResponses },
});

const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/reset-password',
  tags,
  summary: 'Set a new password with an e-mailed token; signs out every session',
  request: body(ZResetPasswordRequest),
  responses: { 204: { description: 'Password changed' }, ...errorResponses },
});

const changePasswordRoute = createRoute({
  method: 'post',
  path: '/auth/change-password',
  tags,
  security: bearer,
  summary: 'Change the password; every other session is revoked and a fresh one returned',
  request: body(ZChangePasswordRequest),
  responses: { 200: json(ZAuthSession, 'Password changed'), ...authErrorResponses, 403: json(ZErrorBody, 'Wrong current password') },
});

const resendVerificationRoute = createRoute({
  method: 'post',
  path: '/auth/verify-email/resend',
  tags,
  security: bearer,
  summary: 'E-mail the verification link again (nothing is sent once verified)',
  responses: { 202: { description: 'Accepted' }, ...authErrorResponses },
});

const verifyEmailRoute = createRoute({
  method: 'post',
  path: '/auth/verify-email',
  tags,
  summary: 'Confirm the e-mail address with the e-mailed token',
  request: body(ZVerifyEmailRequest),
  responses: { 200: json(ZVerifyEmailResponse, 'Verified now, or already verified (the link opened again)'), ...errorResponses },
});

const updateMeRoute = createRoute({
  method: 'patch',
  path: '/users/my-users',
  tags,
  security: bearer,
  summary: "Update the signed-in user's profile and settings",
  request: body(ZUpdateMeRequest),
  responses: { 200: json(ZMe, 'The updated user'), ...authErrorResponses },
});

const checkUserInfoRoute = createRoute({
  method: 'get',
  path: '/reservations/checkUserInfo',
  tags,
  security: bearer,
  summary: 'What the user must complete before booking (SPEC §6/§8)',
  responses: { 200: json(ZUserCheckResponse, 'Missing-information items, in the order to resolve them'), ...authErrorResponses },
});

const sessionClient = (c: Context<AppEnv>): SessionClient => ({ userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null });

export function registerAccountRoutes(app: ApiApp, passwordHashCost: number) {
  // Computed now so the first login with an unknown e-mail takes no longer than the others.
  void getDummyPasswordHash(passwordHashCost);

  app.openapi(signUpRoute, async (c) => {
    const input = c.req.valid('json');
    await enforceAuthRateLimit(c, { email: input.email });
    await signUp(c.var.deps, input);
    return c.body(null, 202);
  });

  app.openapi(logInRoute, async (c) => {
    const input = c.req.valid('json');
    await enforceAuthRateLimit(c, { email: input.email });
    return c.json(await logIn(c.var.deps, input, sessionClient(c)), 200);
  });

  app.openapi(logOutRoute, async (c) => {
    await logOut(c.var.deps, requireUser(c));
    return c.body(null, 204);
  });

  app.openapi(whoAmIRoute, async (c) => {
    const user = requireUser(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await getMe(c.var.deps.db, user.id, c.var.deps.now()), 200);
  });

  app.openapi(forgotPasswordRoute, async (c) => {
    const { email } = c.req.valid('json');
    await enforceAuthRateLimit(c, { email });
    await requestPasswordReset(c.var.deps, email);
    return c.body(null, 202);
  });

  app.openapi(resetPasswordRoute, async (c) => {
    await enforceAuthRateLimit(c);
    await resetPassword(c.var.deps, c.req.valid('json'));
    return c.body(null, 204);
  });

  app.openapi(changePasswordRoute, async (c) => {
    const user = requireUser(c);
    await enforceAuthRateLimit(c, { userId: user.id });
    return c.json(await changePassword(c.var.deps, user.id, c.req.valid('json'), sessionClient(c)), 200);
  });

  app.openapi(resendVerificationRoute, async (c) => {
    const user = requireUser(c);
    await enforceAuthRateLimit(c, { userId: user.id });
    await sendVerificationEmail(c.var.deps, user.id);
    return c.body(null, 202);
  });

  app.openapi(verifyEmailRoute, async (c) => {
    const status = await verifyEmail(c.var.deps, c.req.valid('json').token);
    return c.json({ status }, 200);
  });

  app.openapi(updateMeRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await updateMe(c.var.deps, user.id, c.req.valid('json')), 200);
  });

  app.openapi(checkUserInfoRoute, async (c) => {
    const user = requireUser(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await checkUserInfo(c.var.deps.db, user.id), 200);
  });

  registerProfileRoutes(app);
  registerPhoneVerificationRoutes(app);
  registerConnectRoutes(app);
}
