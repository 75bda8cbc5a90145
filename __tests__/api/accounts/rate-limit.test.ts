/** @jest-environment node */
import { createTestContext, call, type TestContext } from '../support/test-app';
import { expectError, PASSWORD, signUpUser, uniqueEmail, withClockShift } from './account-fixtures';

let ctx: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });
  proxied = await createTestContext({ AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' });
});
beforeEach(() => {
  ctx.deps.rateLimiter.reset();
  proxied.deps.rateLimiter.reset();
});
afterAll(async () => {
  await ctx?.close();
  await proxied?.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': `${ip}, 10.0.0.1` });

function expectRateLimited(res: { status: number; json: unknown; headers: Headers }) {
  expectError(res, 429, 'rate_limited');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('auth rate limits', () => {
  it('sign-up: the 4th attempt from one address within the window is 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await call(ctx, 'POST', '/api/auth/signup', { body: { email: uniqueEmail(), password: PASSWORD } })).status).toBe(201);
    }
    const email = uniqueEmail('blocked');
    expectRateLimited(await call(ctx, 'POST', '/api/auth/signup', { body: { email, password: PASSWORD } }));
    expectError(await call(ctx, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } }), 401, 'invalid_credentials');
  });

  it('login: counts attempts per address, successful or not', async () => {
    const user = await signUpUser(ctx);
    for (let i = 0; i < 3; i += 1) {
      await call(ctx, 'POST', '/api/auth/login', { body: { email: uniqueEmail(), password: 'wrong-password' } });
    }
    expectRateLimited(await call(ctx, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } }));
  });

  it('login: opens again once the window has passed', async () => {
    const user = await signUpUser(ctx);
    for (let i = 0; i < 4; i += 1) await call(ctx, 'POST', '/api/auth/login', { body: { email: user.email, password: 'wrong-password' } });
    expectRateLimited(await call(ctx, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } }));
    const later = withClockShift(ctx, 61_000);
    expect((await call(later, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } })).status).toBe(200);
  });

  it('login: also counts per e-mail, so guesses at one account from many addresses are limited', async () => {
    const user = await signUpUser(proxied);
    for (let i = 0; i < 3; i += 1) {
      const res = await call(proxied, 'POST', '/api/auth/login', { body: { email: user.email, password: 'wrong-password' }, headers: from(`203.0.113.${i + 1}`) });
      expectError(res, 401, 'invalid_credentials');
    }
    expectRateLimited(await call(proxied, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password }, headers: from('203.0.113.99') }));
    const other = await signUpUser(proxied);
    expect((await call(proxied, 'POST', '/api/auth/login', { body: { email: other.email, password: other.password }, headers: from('203.0.113.99') })).status).toBe(200);
  });

  it('behind a trusted proxy, the first X-Forwarded-For hop is the client address', async () => {
    for (let i = 0; i < 3; i += 1) {
      await call(proxied, 'POST', '/api/auth/login', { body: { email: uniqueEmail(), password: 'wrong-password' }, headers: from('198.51.100.7') });
    }
    expectRateLimited(await call(proxied, 'POST', '/api/auth/login', { body: { email: uniqueEmail(), password: 'x-wrong-1' }, headers: from('198.51.100.7') }));
    expectError(await call(proxied, 'POST', '/api/auth/login', { body: { email: uniqueEmail(), password: 'x-wrong-1' }, headers: from('198.51.100.8') }), 401, 'invalid_credentials');
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For does not buy more attempts', async () => {
    for (let i = 0; i < 3; i += 1) {
      await call(ctx, 'POST', '/api/auth/login', { body: { email: uniqueEmail(), password: 'wrong-password' }, headers: from(`192.0.2.${i}`) });
    }
    expectRateLimited(await call(ctx, 'POST', '/api/auth/login', { body: { email: uniqueEmail(), password: 'wrong-password' }, headers: from('192.0.2.200') }));
  });

  it('forgot-password: limited like login, so it cannot be used to flood a mailbox', async () => {
    const user = await signUpUser(ctx);
    for (let i = 0; i < 3; i += 1) expect((await call(ctx, 'POST', '/api/auth/forgot-password', { body: { email: user.email } })).status).toBe(202);
    expectRateLimited(await call(ctx, 'POST', '/api/auth/forgot-password', { body: { email: user.email } }));
  });

  it('change-password: wrong current passwords are limited per user, not per shared address', async () => {
    const a = await signUpUser(ctx);
    const b = await signUpUser(ctx);
    const change = (token: string, currentPassword: string) =>
      call(ctx, 'POST', '/api/auth/change-password', { token, body: { currentPassword, newPassword: 'encore-un-secret-1' } });
    for (let i = 0; i < 3; i += 1) expectError(await change(a.token, `guess-number-${i}`), 403, 'invalid_credentials');
    expectRateLimited(await change(a.token, a.password));
    expect((await change(b.token, b.password)).status).toBe(200);
  });

  it('bad input is answered 400 before any attempt is counted', async () => {
    const user = await signUpUser(ctx);
    for (let i = 0; i < 5; i += 1) expectError(await call(ctx, 'POST', '/api/auth/login', { body: { email: 'nope' } }), 400, 'validation_failed');
    expect((await call(ctx, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } })).status).toBe(200);
  });
});
