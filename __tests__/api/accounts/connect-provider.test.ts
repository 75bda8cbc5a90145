/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { ZAuthSession } from '@/contracts/account-contract';
import { sessions, userIdentities, users } from '@/server/db/schema';
import { createTestContext, call, type TestContext } from '../support/test-app';
import { describeRace } from '../support/concurrency';
import { firebaseToken, newSigningKey, startFakeGoogleKeys, TEST_FIREBASE_PROJECT, uniqueSubject, type FakeGoogleKeys } from '../support/fake-google-keys';
import { expectError, insertVerifiedUser, logIn, PASSWORD, RELAXED_RATE_LIMIT, uniqueEmail } from './account-fixtures';

let keys: FakeGoogleKeys;
let ctx: TestContext;
beforeAll(async () => {
  keys = await startFakeGoogleKeys();
  ctx = await createTestContext({ ...RELAXED_RATE_LIMIT, FIREBASE_PROJECT_ID: TEST_FIREBASE_PROJECT, FIREBASE_AUTH_KEYS_URL: keys.url });
});
afterAll(async () => {
  await ctx?.close();
  await keys?.close();
});

const connect = (provider: string, token: string, context = ctx) => call(context, 'POST', `/api/connect/${provider}`, { body: { token, application: 'web' } });
const googleToken = (claims: Record<string, unknown> = {}) => firebaseToken({ key: keys.current, claims });
const phoneToken = (claims: Record<string, unknown> = {}) => firebaseToken({ key: keys.current, claims: { firebase: { sign_in_provider: 'phone' }, ...claims } });
const identitiesOf = (subject: string) => ctx.deps.db.select().from(userIdentities).where(eq(userIdentities.subject, subject));
const userRow = async (id: string) => (await ctx.deps.db.select().from(users).where(eq(users.id, id)))[0];

describe('SPEC §7 POST /connect/{provider}: a good Firebase ID token signs in', () => {
  it('answers a session shaped like a password login, usable as a bearer token', async () => {
    const email = uniqueEmail('google');
    const res = await connect('google', await googleToken({ email, email_verified: true, name: 'Awa Koné' }));
    expect(res.status).toBe(200);
    expect(ZAuthSession.safeParse(res.json).success).toBe(true);
    expect(res.json.user).toMatchObject({ email, firstName: 'Awa', lastName: 'Koné', emailVerified: true });
    const me = await call(ctx, 'GET', '/api/whoAmI', { token: res.json.token });
    expect(me.json.id).toBe(res.json.user.id);
  });

  it('signs the same person in to the same account the second time, with a fresh session', async () => {
    const sub = uniqueSubject();
    const first = await connect('google', await googleToken({ sub, email: uniqueEmail('again'), email_verified: true }));
    const second = await connect('google', await googleToken({ sub, email: uniqueEmail('again'), email_verified: true }));
    expect(second.status).toBe(200);
    expect(second.json.user.id).toBe(first.json.user.id);
    expect(second.json.token).not.toBe(first.json.token);
    expect(await identitiesOf(sub)).toHaveLength(1);
  });

  it('downloads the keys once while their Cache-Control max-age lasts', async () => {
    const before = keys.fetches;
    await connect('google', await googleToken());
    await connect('phone', await phoneToken({ phone_number: '+2250700000001' }));
    expect(keys.fetches).toBe(before);
  });

  it('makes a phone sign-in an account with that phone, already verified, and no password', async () => {
    const res = await connect('phone', await phoneToken({ phone_number: '+2250712345678' }));
    expect(res.status).toBe(200);
    expect(res.json.user.phone).toBe('+2250712345678');
    const row = await userRow(res.json.user.id);
    expect(row.phoneVerifiedAt).not.toBeNull();
    expect(row.passwordHash).toBeNull();
    expect(row.email).toMatch(/\.invalid$/);
  });

  it('does not ask a phone-made account to verify an e-mail it never gave (SPEC §6 post-login check)', async () => {
    const res = await connect('phone', await phoneToken({ phone_number: '+2250712345679' }));
    const check = await call(ctx, 'GET', '/api/reservations/checkUserInfo', { token: res.json.token });
    expect(check.status).toBe(200);
    expect(check.json.errors).not.toContain('verify-email');
    expect(check.json.errors).not.toContain('missing-phone-number');
  });
});

describe('SPEC §7 linking: a Google-verified e-mail signs in to the account holding it', () => {
  it('links a verified Google e-mail to the existing password account, which keeps its password', async () => {
    const account = await insertVerifiedUser(ctx, 'linked');
    const sub = uniqueSubject();
    const res = await connect('google', await googleToken({ sub, email: account.email.toUpperCase(), email_verified: true }));
    expect(res.status).toBe(200);
    expect(res.json.user.id).toBe(account.id);
    expect((await identitiesOf(sub))[0].userId).toBe(account.id);
    expect((await logIn(ctx, account.email, PASSWORD)).status).toBe(200);
  });

  it('never links an unverified Google e-mail: a new account is made instead', async () => {
    const account = await insertVerifiedUser(ctx, 'unlinked');
    const res = await connect('google', await googleToken({ email: account.email, email_verified: false }));
    expect(res.status).toBe(200);
    expect(res.json.user.id).not.toBe(account.id);
    expect(res.json.user.email).not.toBe(account.email);
  });

  it('drops the password of an unverified account a verified Google e-mail claims, and its sessions', async () => {
    const email = uniqueEmail('squatted');
    await call(ctx, 'POST', '/api/auth/signup', { body: { email, password: PASSWORD } });
    const [squatted] = await ctx.deps.db.select().from(users).where(eq(users.email, email));
    const res = await connect('google', await googleToken({ email, email_verified: true }));
    expect(res.json.user.id).toBe(squatted.id);
    const row = await userRow(squatted.id);
    expect(row.passwordHash).toBeNull();
    expect(row.emailVerifiedAt).not.toBeNull();
    const live = await ctx.deps.db.select().from(sessions).where(and(eq(sessions.userId, squatted.id)));
    expect(live.filter((s) => s.revokedAt === null)).toHaveLength(1);
  });
});

describe('SPEC §7 a token that is not good is refused with 401 and a clear code', () => {
  it('refuses a token signed by a key Google does not publish under that kid', async () => {
    const impostor = await newSigningKey(keys.current.kid);
    expectError(await connect('google', await firebaseToken({ key: impostor })), 401, 'identity_token_bad_signature');
  });

  it('refuses a kid Google does not publish, after looking at the keys again', async () => {
    const before = keys.fetches;
    expectError(await connect('google', await firebaseToken({ key: await newSigningKey('unknown-kid') })), 401, 'identity_token_unknown_key');
    expect(keys.fetches).toBe(before + 1);
  });

  it('refuses a token for another project', async () => {
    expectError(await connect('google', await googleToken({ aud: 'someone-else' })), 401, 'identity_token_wrong_audience');
  });

  it('refuses a token from another issuer', async () => {
    expectError(await connect('google', await googleToken({ iss: 'https://securetoken.google.com/someone-else' })), 401, 'identity_token_wrong_issuer');
  });

  it('refuses an expired token', async () => {
    expectError(await connect('google', await firebaseToken({ key: keys.current, issuedIn: -7200, expiresIn: 3600 })), 401, 'identity_token_expired');
  });

  it('refuses a token issued in the future', async () => {
    expectError(await connect('google', await firebaseToken({ key: keys.current, issuedIn: 600 })), 401, 'identity_token_not_yet_valid');
  });

  it('refuses a token authenticated in the future', async () => {
    expectError(await connect('google', await googleToken({ auth_time: Math.floor(Date.now() / 1000) + 600 })), 401, 'identity_token_not_yet_valid');
  });

  it('refuses a phone token on the Google route and a Google token on the phone route', async () => {
    expectError(await connect('google', await phoneToken({ phone_number: '+2250700000002' })), 401, 'identity_provider_mismatch');
    expectError(await connect('phone', await googleToken()), 401, 'identity_provider_mismatch');
  });

  it('refuses a token with an empty subject', async () => {
    expectError(await connect('google', await googleToken({ sub: '' })), 401, 'identity_token_invalid');
  });

  it('refuses what is not a token at all, and an unsigned one', async () => {
    expectError(await connect('google', 'not.a.token'), 401, 'identity_token_malformed');
    const [, payload] = (await googleToken()).split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', kid: keys.current.kid })).toString('base64url')}.${payload}.`;
    expectError(await connect('google', unsigned), 401, 'identity_token_malformed');
  });

  it('answers 400 to a body without token or application, and to an unknown provider', async () => {
    expectError(await call(ctx, 'POST', '/api/connect/google', { body: { application: 'web' } }), 400, 'validation_failed');
    expectError(await call(ctx, 'POST', '/api/connect/google', { body: { token: await googleToken() } }), 400, 'validation_failed');
    expectError(await connect('facebook', await googleToken()), 400, 'validation_failed');
  });
});

describe('SPEC §7 keys rotate', () => {
  it('accepts a token signed by a key published after the keys were cached', async () => {
    // A fresh app: the other tests' unknown kid has used up this one's allowance of early downloads.
    const fresh = await createTestContext({ ...RELAXED_RATE_LIMIT, FIREBASE_PROJECT_ID: TEST_FIREBASE_PROJECT, FIREBASE_AUTH_KEYS_URL: keys.url });
    try {
      expect((await connect('google', await googleToken(), fresh)).status).toBe(200);
      const rotated = await newSigningKey(`rotated-${uniqueSubject()}`);
      keys.publish(rotated);
      const before = keys.fetches;
      expect((await connect('google', await firebaseToken({ key: rotated }), fresh)).status).toBe(200);
      expect(keys.fetches).toBe(before + 1);
    } finally {
      await fresh.close();
    }
  });
});

describe("SPEC §7 Google's x509 form of the keys", () => {
  it('accepts a token signed by a key published as a certificate, and refuses another key', async () => {
    const certificates = await startFakeGoogleKeys('x509');
    const x509 = await createTestContext({ ...RELAXED_RATE_LIMIT, FIREBASE_PROJECT_ID: TEST_FIREBASE_PROJECT, FIREBASE_AUTH_KEYS_URL: certificates.url });
    try {
      expect((await connect('google', await firebaseToken({ key: certificates.current }), x509)).status).toBe(200);
      const impostor = await newSigningKey(certificates.current.kid);
      expectError(await connect('google', await firebaseToken({ key: impostor }), x509), 401, 'identity_token_bad_signature');
    } finally {
      await x509.close();
      await certificates.close();
    }
  });
});

describe('SPEC §7 without Firebase configured, e-mail and password stay the only way in', () => {
  it('answers 404 identity_provider_not_configured', async () => {
    const plain = await createTestContext(RELAXED_RATE_LIMIT);
    try {
      const before = keys.fetches;
      expectError(await connect('google', await googleToken(), plain), 404, 'identity_provider_not_configured');
      expectError(await connect('phone', await phoneToken(), plain), 404, 'identity_provider_not_configured');
      expect(keys.fetches).toBe(before);
    } finally {
      await plain.close();
    }
  });
});

describeRace('SPEC §7 concurrent first sign-ins of one person make one account', () => {
  it.each([
    ['google', { email_verified: true }],
    ['phone', { firebase: { sign_in_provider: 'phone' }, phone_number: '+2250799999999' }],
  ])('%s: eight requests with one token, one user', async (provider, claims) => {
    const sub = uniqueSubject('race');
    const token = await googleToken({ sub, email: provider === 'google' ? uniqueEmail('race') : undefined, ...claims });
    const answers = await Promise.all(Array.from({ length: 8 }, () => connect(provider, token)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.json.user.id)).size).toBe(1);
    expect(await identitiesOf(sub)).toHaveLength(1);
  });
});
