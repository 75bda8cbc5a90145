/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { ZMe } from '@/contracts/account-contract';
import { sessions, users } from '@/server/db/schema';
import { createOpaqueToken, hashOpaqueToken } from '@/server/accounts/session-tokens';
import { createTestContext, call, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, uniqueEmail, withClockShift } from './account-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
});
afterAll(async () => {
  await ctx?.close();
});

const whoAmI = (headers: Record<string, string>, context = ctx) => call(context, 'GET', '/api/whoAmI', { headers });

describe('GET /api/whoAmI', () => {
  it('answers the signed-in user with their settings', async () => {
    const user = await signUpUser(ctx, { firstName: 'Awa', lastName: 'Koné' });
    const res = await call(ctx, 'GET', '/api/whoAmI', { token: user.token });
    expect(res.status).toBe(200);
    expect(ZMe.strict().safeParse(res.json).success).toBe(true);
    expect(res.json).toEqual(user.session.user);
    expect(res.json).not.toHaveProperty('passwordHash');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('§3 user settings: a user without a settings row gets fr, XOF and every notification on', async () => {
    const email = uniqueEmail('seeded');
    const [row] = await ctx.deps.db.insert(users).values({ email }).returning({ id: users.id });
    const token = createOpaqueToken();
    await ctx.deps.db.insert(sessions).values({ userId: row.id, tokenHash: hashOpaqueToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
    const res = await whoAmI({ authorization: `Bearer ${token}` });
    expect(res.json.settings).toEqual({ language: 'fr', moneyId: 'XOF', notifications: { application: true, newsletter: true, specialOffers: true } });
  });

  it("a second user's token only ever yields the second user", async () => {
    const a = await signUpUser(ctx);
    const b = await signUpUser(ctx);
    const res = await call(ctx, 'GET', '/api/whoAmI', { token: b.token });
    expect(res.json.id).toBe(b.session.user.id);
    expect(res.json.email).toBe(b.email);
    expect(res.json.id).not.toBe(a.session.user.id);
  });

  it('answers 401 unauthenticated without an Authorization header', async () => {
    expectError(await whoAmI({}), 401, 'unauthenticated');
  });

  it('§6 every call from a signed-in user carries a bearer token: another scheme is not accepted', async () => {
    const user = await signUpUser(ctx);
    for (const authorization of [`Basic ${user.token}`, `Token ${user.token}`, user.token, `connection-token ${user.token}`]) {
      expectError(await whoAmI({ authorization }), 401, 'unauthenticated');
    }
  });

  it('§6 the Bearer scheme is matched case-insensitively', async () => {
    const user = await signUpUser(ctx);
    expect((await whoAmI({ authorization: `bearer ${user.token}` })).status).toBe(200);
  });

  it('treats a malformed or unknown bearer token as no user', async () => {
    const user = await signUpUser(ctx);
    for (const authorization of ['Bearer', 'Bearer ', `Bearer ${user.token} extra`, `Bearer ${user.token.slice(1)}`, `Bearer ${'x'.repeat(43)}`, `Bearer ${user.token}'--`]) {
      expectError(await whoAmI({ authorization }), 401, 'unauthenticated');
    }
  });

  it('updates last_used_at at most once a minute', async () => {
    const user = await signUpUser(ctx);
    const lastUsed = async () =>
      (await ctx.deps.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.userId, user.session.user.id)))[0].at.getTime();
    const created = await lastUsed();
    await whoAmI({ authorization: `Bearer ${user.token}` }, withClockShift(ctx, 30_000));
    expect(await lastUsed()).toBe(created);
    await whoAmI({ authorization: `Bearer ${user.token}` }, withClockShift(ctx, 90_000));
    const touched = await lastUsed();
    expect(touched).toBeGreaterThan(created + 60_000);
    await whoAmI({ authorization: `Bearer ${user.token}` }, withClockShift(ctx, 120_000));
    expect(await lastUsed()).toBe(touched);
  });
});
