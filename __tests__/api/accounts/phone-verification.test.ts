/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { phoneVerifications, users } from '@/server/db/schema';
import { createTestContext, call, type TestContext } from '../support/test-app';
import { describeRace } from '../support/concurrency';
import { latestCodeTo, textsTo } from '../support/sms-box';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, uniquePhone, withClockShift, type SignedUpUser } from './account-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
});
afterAll(async () => {
  await ctx?.close();
});

const SEND = '/api/users/my-users/phone-verification';
const CONFIRM = '/api/users/my-users/phone-verification/confirm';
const send = (user: SignedUpUser | null, body: unknown, at: TestContext = ctx) => call(at, 'POST', SEND, { token: user?.token, body });
const confirm = (user: SignedUpUser | null, body: unknown, at: TestContext = ctx) => call(at, 'POST', CONFIRM, { token: user?.token, body });
const later = (seconds: number) => withClockShift(ctx, seconds * 1000);
/** A 6-digit code that is not the right one. */
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function userWithCode(purpose = 'link_phone') {
  const user = await signUpUser(ctx);
  const phone = uniquePhone();
  const res = await send(user, { phone, purpose });
  expect(res.status).toBe(202);
  return { user, phone, code: await latestCodeTo(ctx, phone) };
}

/** Two diners who each asked for a code for the same number (neither has verified it yet). */
async function twoAccountsWithCodesForOneNumber() {
  const phone = uniquePhone();
  const a = await signUpUser(ctx);
  const b = await signUpUser(ctx);
  await send(a, { phone, purpose: 'link_phone' });
  const aCode = await latestCodeTo(ctx, phone);
  await send(b, { phone, purpose: 'link_phone' });
  return { a, aCode, b, bCode: await latestCodeTo(ctx, phone) };
}

const storedUser = async (user: SignedUpUser) =>
  (await ctx.deps.db.select({ phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, user.session.user.id)))[0];
const storedCode = async (user: SignedUpUser, purpose: 'link_phone' | 'verify_phone' = 'link_phone') =>
  (await ctx.deps.db.select().from(phoneVerifications).where(and(eq(phoneVerifications.userId, user.session.user.id), eq(phoneVerifications.purpose, purpose))))[0];

describe('POST /api/users/my-users/phone-verification', () => {
  it('§8 link phone number: texts a 6-digit code to the number, typed locally with its country, stored as E.164; only its hash is kept', async () => {
    const user = await signUpUser(ctx);
    const phone = uniquePhone();
    const res = await send(user, { phone: { country: 'CI', number: phone.slice(4) }, purpose: 'link_phone' });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ phone, expiresAt: expect.any(String), resendAt: expect.any(String) });
    expect(new Date(res.json.expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(new Date(res.json.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const texts = await textsTo(ctx, phone);
    expect(texts).toHaveLength(1);
    const code = await latestCodeTo(ctx, phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(texts[0]!.text).toContain(`votre code de vérification est ${code}`);
    const row = await storedCode(user);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.phone).toBe(phone);
  });

  it('texts the code in the diner’s language', async () => {
    const user = await signUpUser(ctx);
    await call(ctx, 'PATCH', '/api/users/my-users', { token: user.token, body: { settings: { language: 'en' } } });
    const phone = uniquePhone();
    expect((await send(user, { phone, purpose: 'verify_phone' })).status).toBe(202);
    expect((await textsTo(ctx, phone))[0]!.text).toMatch(/^Tablée: your verification code is \d{6}\./);
  });

  it('refuses a number that is not one (400) and unknown keys, and asks for a purpose', async () => {
    const user = await signUpUser(ctx);
    expectError(await send(user, { phone: '12', purpose: 'link_phone' }), 400, 'validation_failed');
    expectError(await send(user, { phone: { country: 'CI', number: '07 12' }, purpose: 'link_phone' }), 400, 'validation_failed');
    expectError(await send(user, { phone: uniquePhone() }), 400, 'validation_failed');
    expectError(await send(user, { phone: uniquePhone(), purpose: 'other' }), 400, 'validation_failed');
    expectError(await send(user, { phone: uniquePhone(), purpose: 'link_phone', userId: user.session.user.id }), 400, 'validation_failed');
  });

  it('answers 401 without a token', async () => {
    expectError(await send(null, { phone: uniquePhone(), purpose: 'link_phone' }), 401, 'unauthenticated');
    expectError(await confirm(null, { code: '123456', purpose: 'link_phone' }), 401, 'unauthenticated');
  });

  it('resend throttle: 60 s between codes (429 with Retry-After), then a new code replaces the old one', async () => {
    const { user, phone, code } = await userWithCode();
    const early = await send(user, { phone, purpose: 'link_phone' }, later(30));
    expectError(early, 429, 'rate_limited');
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
    expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(31);
    expect(await textsTo(ctx, phone)).toHaveLength(1);

    expect((await send(user, { phone, purpose: 'link_phone' }, later(61))).status).toBe(202);
    const texts = await textsTo(ctx, phone);
    expect(texts).toHaveLength(2);
    const newCode = await latestCodeTo(ctx, phone);
    if (newCode !== code) expectError(await confirm(user, { code, purpose: 'link_phone' }, later(62)), 400, 'phone_code_wrong');
    expect((await confirm(user, { code: newCode, purpose: 'link_phone' }, later(62))).status).toBe(200);
  });

  it('resend throttle: at most 5 codes an hour, whatever the number, then 429 until the hour is over', async () => {
    const user = await signUpUser(ctx);
    for (let i = 0; i < 5; i += 1) {
      expect((await send(user, { phone: uniquePhone(), purpose: 'link_phone' }, later(i * 61))).status).toBe(202);
    }
    const sixth = await send(user, { phone: uniquePhone(), purpose: 'link_phone' }, later(5 * 61));
    expectError(sixth, 429, 'rate_limited');
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(3600 - 5 * 61 - 5);
    expect((await send(user, { phone: uniquePhone(), purpose: 'link_phone' }, later(3601))).status).toBe(202);
  });

  it('answers 409 phone_taken for a number another account has verified', async () => {
    const owner = await userWithCode();
    expect((await confirm(owner.user, { code: owner.code, purpose: 'link_phone' })).status).toBe(200);
    const other = await signUpUser(ctx);
    expectError(await send(other, { phone: owner.phone, purpose: 'link_phone' }), 409, 'phone_taken');
    expect(await textsTo(ctx, owner.phone)).toHaveLength(1);
  });
});

describe('POST /api/users/my-users/phone-verification/confirm', () => {
  it('§8 link phone number: the right code sets the phone, verified, and answers the user', async () => {
    const { user, phone, code } = await userWithCode();
    const res = await confirm(user, { code, purpose: 'link_phone' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: user.session.user.id, phone });
    expect(await storedUser(user)).toEqual({ phone, phoneVerifiedAt: expect.any(Date) });
    // Used once: the same code again finds nothing waiting.
    expectError(await confirm(user, { code, purpose: 'link_phone' }), 400, 'phone_code_missing');
  });

  it('a wrong code answers phone_code_wrong with the attempts left, and changes nothing', async () => {
    const { user, code } = await userWithCode();
    const first = await confirm(user, { code: wrongOf(code), purpose: 'link_phone' });
    expectError(first, 400, 'phone_code_wrong');
    expect(first.json.error.details).toEqual({ attemptsLeft: 4 });
    expect((await confirm(user, { code: wrongOf(code), purpose: 'link_phone' })).json.error.details).toEqual({ attemptsLeft: 3 });
    expect(await storedUser(user)).toEqual({ phone: null, phoneVerifiedAt: null });
    expect((await confirm(user, { code, purpose: 'link_phone' })).status).toBe(200);
  });

  it('5 wrong codes kill the code: the right one is then refused with phone_code_exhausted until a new code is sent', async () => {
    const { user, phone, code } = await userWithCode();
    for (let i = 0; i < 4; i += 1) expectError(await confirm(user, { code: wrongOf(code), purpose: 'link_phone' }), 400, 'phone_code_wrong');
    expectError(await confirm(user, { code: wrongOf(code), purpose: 'link_phone' }), 400, 'phone_code_exhausted');
    expectError(await confirm(user, { code, purpose: 'link_phone' }), 400, 'phone_code_exhausted');
    expect(await storedUser(user)).toEqual({ phone: null, phoneVerifiedAt: null });

    expect((await send(user, { phone, purpose: 'link_phone' }, later(61))).status).toBe(202);
    expect((await confirm(user, { code: await latestCodeTo(ctx, phone), purpose: 'link_phone' }, later(62))).status).toBe(200);
  });

  it('a code expires after 10 minutes (phone_code_expired)', async () => {
    const { user, code } = await userWithCode();
    expectError(await confirm(user, { code, purpose: 'link_phone' }, later(10 * 60 + 1)), 400, 'phone_code_expired');
    expect(await storedUser(user)).toEqual({ phone: null, phoneVerifiedAt: null });
    expect((await confirm(user, { code, purpose: 'link_phone' }, later(9 * 60 + 50))).status).toBe(200);
  });

  it('a code works for its own purpose only', async () => {
    const { user, code } = await userWithCode('verify_phone');
    expectError(await confirm(user, { code, purpose: 'link_phone' }), 400, 'phone_code_missing');
    expect((await confirm(user, { code, purpose: 'verify_phone' })).status).toBe(200);
  });

  it('a second user cannot confirm another diner’s code: it is checked against the caller’s own code only', async () => {
    const a = await userWithCode();
    const b = await signUpUser(ctx);
    expectError(await confirm(b, { code: a.code, purpose: 'link_phone' }), 400, 'phone_code_missing');
    const bPhone = uniquePhone();
    await send(b, { phone: bPhone, purpose: 'link_phone' });
    const bCode = await latestCodeTo(ctx, bPhone);
    if (bCode !== a.code) expectError(await confirm(b, { code: a.code, purpose: 'link_phone' }), 400, 'phone_code_wrong');
    expect(await storedUser(b)).toEqual({ phone: null, phoneVerifiedAt: null });
    expect((await confirm(a.user, { code: a.code, purpose: 'link_phone' })).status).toBe(200);
  });

  it('answers 409 phone_taken when another account verified the number after the code was sent', async () => {
    const { a, aCode, b, bCode } = await twoAccountsWithCodesForOneNumber();
    expect((await confirm(b, { code: bCode, purpose: 'link_phone' })).status).toBe(200);
    expectError(await confirm(a, { code: aCode, purpose: 'link_phone' }), 409, 'phone_taken');
    expect(await storedUser(a)).toEqual({ phone: null, phoneVerifiedAt: null });
  });

  it('refuses a code that is not 6 digits, and unknown keys', async () => {
    const { user } = await userWithCode();
    expectError(await confirm(user, { code: '12345', purpose: 'link_phone' }), 400, 'validation_failed');
    expectError(await confirm(user, { code: '12a456', purpose: 'link_phone' }), 400, 'validation_failed');
    expectError(await confirm(user, { code: '123456' }), 400, 'validation_failed');
    expectError(await confirm(user, { code: '123456', purpose: 'link_phone', phone: uniquePhone() }), 400, 'validation_failed');
    expect((await storedCode(user))?.attempts).toBe(0);
  });
});

describeRace('concurrent guesses (PostgreSQL)', () => {
  it('12 wrong guesses at once are counted one by one: 4 wrong, then exhausted; the right code is dead', async () => {
    const { user, code } = await userWithCode();
    const results = await Promise.all(Array.from({ length: 12 }, () => confirm(user, { code: wrongOf(code), purpose: 'link_phone' })));
    const codes = results.map((r) => r.json.error.code);
    expect(codes.filter((c) => c === 'phone_code_wrong')).toHaveLength(4);
    expect(codes.filter((c) => c === 'phone_code_exhausted')).toHaveLength(8);
    expect((await storedCode(user))?.attempts).toBe(5);
    expectError(await confirm(user, { code, purpose: 'link_phone' }), 400, 'phone_code_exhausted');
  });

  it('two accounts confirming the same number at once: exactly one gets it, the other 409', async () => {
    const { a, aCode, b, bCode } = await twoAccountsWithCodesForOneNumber();
    const results = await Promise.all([confirm(a, { code: aCode, purpose: 'link_phone' }), confirm(b, { code: bCode, purpose: 'link_phone' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('two sends at once for a new diner: one code goes out, the other is throttled', async () => {
    const user = await signUpUser(ctx);
    const phone = uniquePhone();
    const results = await Promise.all([send(user, { phone, purpose: 'link_phone' }), send(user, { phone, purpose: 'link_phone' })]);
    expect(results.map((r) => r.status).sort()).toEqual([202, 429]);
    expect(await textsTo(ctx, phone)).toHaveLength(1);
  });
});
