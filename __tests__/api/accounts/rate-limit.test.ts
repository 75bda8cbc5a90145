/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createApp } from '@/server/app';
import { assembleDeps } from '@/server/server-deps';
import { rateLimitCounters } from '@/server/db/schema';
import { CLEANUP_BATCH, CLEANUP_INTERVAL_MS, createDatabaseRateLimiter } from '@/server/http/rate-limiter';
import { createTestContext, call, type TestContext } from '../support/test-app';
import { expectError, insertVerifiedUser, PASSWORD, uniqueEmail, withClockShift } from './account-fixtures';
import { itRace } from '../support/concurrency';

const LIMIT = 3;
let ctx: TestContext;
let direct: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ AUTH_RATE_LIMIT_MAX: String(LIMIT), AUTH_RATE_LIMIT_WINDOW_SECONDS: '60', TRUST_PROXY: 'true' });
  direct = await createTestContext({ AUTH_RATE_LIMIT_MAX: String(LIMIT) });
});
afterAll(async () => {
  await ctx?.close();
  await direct?.close();
});

let addresses = 0;
/** Each test speaks from addresses of its own, so counters never leak between tests. */
const newAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};
const from = (ip: string) => ({ 'x-forwarded-for': `${ip}, 10.0.0.1` });

type Ctx = Pick<TestContext, 'app'>;
const signUp = (c: Ctx, ip: string, email = uniqueEmail()) => call(c as TestContext, 'POST', '/api/auth/signup', { body: { email, password: PASSWORD }, headers: from(ip) });
const logIn = (c: Ctx, ip: string, email: string, password = 'wrong-password') => call(c as TestContext, 'POST', '/api/auth/login', { body: { email, password }, headers: from(ip) });
const forgot = (c: Ctx, ip: string, email: string) => call(c as TestContext, 'POST', '/api/auth/forgot-password', { body: { email }, headers: from(ip) });

/** Another app over the same database, wired as production wires one (a second instance, or the same after a restart). */
const anotherInstance = (c: TestContext): Ctx => ({
  app: createApp(assembleDeps({ db: c.deps.db, env: c.deps.env, mail: c.deps.mail, logger: c.deps.logger })),
});

async function countersWhere(condition: ReturnType<typeof sql>): Promise<number> {
  const [row] = await ctx.deps.db.select({ count: sql<number>`count(*)::int` }).from(rateLimitCounters).where(condition);
  return row.count;
}

function expectRateLimited(res: { status: number; json: unknown; headers: Headers }) {
  expectError(res, 429, 'rate_limited');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('auth rate limits, per client address', () => {
  it('sign-up, login and password-reset attempts from one address count together: the 4th is 429 with Retry-After', async () => {
    const ip = newAddress();
    expect((await signUp(ctx, ip)).status).not.toBe(429);
    expectError(await logIn(ctx, ip, uniqueEmail()), 401, 'invalid_credentials');
    expect((await forgot(ctx, ip, uniqueEmail())).status).toBe(202);
    expectRateLimited(await logIn(ctx, ip, uniqueEmail()));
    expectRateLimited(await signUp(ctx, ip));
    expect((await signUp(ctx, newAddress())).status).not.toBe(429);
  });

  it('counts attempts successful or not, and opens again once the window has passed', async () => {
    const ip = newAddress();
    const user = await insertVerifiedUser(ctx);
    for (let i = 0; i < LIMIT; i += 1) await logIn(ctx, ip, uniqueEmail());
    expectRateLimited(await logIn(ctx, ip, user.email, user.password));
    expect((await logIn(withClockShift(ctx, 61_000), ip, user.email, user.password)).status).toBe(200);
  });

  it('behind a trusted proxy, the first X-Forwarded-For hop is the client address', async () => {
    const [ip, neighbour] = [newAddress(), newAddress()];
    for (let i = 0; i < LIMIT; i += 1) await logIn(ctx, ip, uniqueEmail());
    expectRateLimited(await logIn(ctx, ip, uniqueEmail()));
    expectError(await logIn(ctx, neighbour, uniqueEmail()), 401, 'invalid_credentials');
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For does not buy more attempts', async () => {
    for (let i = 0; i < LIMIT; i += 1) await logIn(direct, newAddress(), uniqueEmail());
    expectRateLimited(await logIn(direct, newAddress(), uniqueEmail()));
  });

  it('bad input is answered 400 before any attempt is counted', async () => {
    const ip = newAddress();
    const user = await insertVerifiedUser(ctx);
    for (let i = 0; i < 5; i += 1) expectError(await call(ctx, 'POST', '/api/auth/login', { body: { email: 'nope' }, headers: from(ip) }), 400, 'validation_failed');
    expect((await logIn(ctx, ip, user.email, user.password)).status).toBe(200);
  });

  itRace('concurrent attempts never let more than the limit through', async () => {
    const ip = newAddress();
    const answers = await Promise.all(Array.from({ length: 8 }, () => logIn(ctx, ip, uniqueEmail())));
    expect(answers.filter((res) => res.status === 429)).toHaveLength(8 - LIMIT);
  });
});

describe('auth rate limits, per account', () => {
  it('sign-up, login and reset attempts at one e-mail count together, from any address', async () => {
    const user = await insertVerifiedUser(ctx);
    expectError(await logIn(ctx, newAddress(), user.email), 401, 'invalid_credentials');
    expect((await forgot(ctx, newAddress(), user.email)).status).toBe(202);
    expect((await signUp(ctx, newAddress(), user.email)).status).not.toBe(429);
    expectRateLimited(await logIn(ctx, newAddress(), user.email, user.password));
    const other = await insertVerifiedUser(ctx);
    expect((await logIn(ctx, newAddress(), other.email, other.password)).status).toBe(200);
  });

  it('change-password: wrong current passwords are limited per user, not per shared address', async () => {
    const ip = newAddress();
    const [a, b] = [await insertVerifiedUser(ctx), await insertVerifiedUser(ctx)];
    const tokenOf = async (user: { email: string; password: string }) => (await logIn(ctx, ip, user.email, user.password)).json.token as string;
    const [tokenA, tokenB] = [await tokenOf(a), await tokenOf(b)];
    const change = (token: string, currentPassword: string) =>
      call(ctx, 'POST', '/api/auth/change-password', { token, headers: from(ip), body: { currentPassword, newPassword: 'encore-un-secret-1' } });
    for (let i = 0; i < LIMIT; i += 1) expectError(await change(tokenA, `guess-number-${i}`), 403, 'invalid_credentials');
    expectRateLimited(await change(tokenA, a.password));
    expect((await change(tokenB, b.password)).status).toBe(200);
  });
});

describe('auth rate limits live in the database', () => {
  it('two app instances over one database share the counters', async () => {
    const ip = newAddress();
    const second = anotherInstance(ctx);
    await logIn(ctx, ip, uniqueEmail());
    await logIn(second, ip, uniqueEmail());
    await logIn(ctx, ip, uniqueEmail());
    expectRateLimited(await logIn(second, ip, uniqueEmail()));
  });

  it('the counters survive a restart of the app', async () => {
    const ip = newAddress();
    for (let i = 0; i < LIMIT; i += 1) await logIn(ctx, ip, uniqueEmail());
    expectRateLimited(await logIn(anotherInstance(ctx), ip, uniqueEmail()));
  });

  it('a flood of other keys never resets a counter still in its window', async () => {
    const limiter = ctx.deps.rateLimiter;
    const HOUR = 3_600;
    const at = Date.now();
    for (let i = 0; i <= LIMIT; i += 1) await limiter.hit('flood-test:victim', LIMIT, HOUR, at);
    // 50,000 live counters of other keys (an in-memory limiter used to drop everything at that size)…
    await ctx.deps.db.execute(sql`insert into rate_limit_counters (key_hash, hits, window_started_at, expires_at)
      select 'flood-' || n, 1, ${new Date(at).toISOString()}::timestamptz, ${new Date(at + HOUR * 1000).toISOString()}::timestamptz from generate_series(1, 50000) n`);
    // …then more hits, some of which sweep expired counters.
    for (let i = 1; i <= 3; i += 1) await limiter.hit(`flood-test:${i}`, LIMIT, 60, at + CLEANUP_INTERVAL_MS * i);
    expect((await limiter.hit('flood-test:victim', LIMIT, HOUR, at + 4 * CLEANUP_INTERVAL_MS)).allowed).toBe(false);
    expect(await countersWhere(sql`key_hash like 'flood-%'`)).toBe(50_000);
  });

  it('expired counters are deleted by a later hit, a bounded batch at a time', async () => {
    const limiter = createDatabaseRateLimiter(ctx.deps.db);
    const at = Date.now() + 3_600_000;
    await ctx.deps.db.delete(rateLimitCounters); // only this test's stale counters, so the batch size shows
    await ctx.deps.db.execute(sql`insert into rate_limit_counters (key_hash, hits, window_started_at, expires_at)
      select 'stale-' || n, 1, ${new Date(at - 120_000).toISOString()}::timestamptz, ${new Date(at - 60_000).toISOString()}::timestamptz from generate_series(1, ${CLEANUP_BATCH + 5}) n`);
    await limiter.hit('cleanup-test', LIMIT, 60, at);
    expect(await countersWhere(sql`key_hash like 'stale-%'`)).toBe(5);
    await limiter.hit('cleanup-test', LIMIT, 60, at + 1_000);
    expect(await countersWhere(sql`key_hash like 'stale-%'`)).toBe(5);
    await limiter.hit('cleanup-test', LIMIT, 60, at + CLEANUP_INTERVAL_MS);
    expect(await countersWhere(sql`key_hash like 'stale-%'`)).toBe(0);
  });

  it('stores keys only as digests: no e-mail or address in the table', async () => {
    const user = await insertVerifiedUser(ctx);
    const ip = newAddress();
    await logIn(ctx, ip, user.email);
    const rows = await ctx.deps.db.select({ keyHash: rateLimitCounters.keyHash }).from(rateLimitCounters);
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(user.email);
    expect(stored).not.toContain(ip);
  });
});
