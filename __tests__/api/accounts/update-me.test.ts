/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { cities, countries, users } from '@/server/db/schema';
import { createTestContext, call, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser } from './account-fixtures';

let ctx: TestContext;
let abidjan: { id: number; countryId: number };
let dakar: { id: number; countryId: number };
beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  const rows = await ctx.deps.db.select({ id: cities.id, countryId: cities.countryId, slug: cities.slug }).from(cities);
  abidjan = rows.find((r) => r.slug === 'abidjan')!;
  dakar = rows.find((r) => r.slug === 'dakar')!;
});
afterAll(async () => {
  await ctx?.close();
});

const patchMe = (token: string | undefined, body: unknown) => call(ctx, 'PATCH', '/api/users/my-users', { token, body });

describe('PATCH /api/users/my-users', () => {
  it('updates the profile and answers 200 with the whole user', async () => {
    const user = await signUpUser(ctx);
    const res = await patchMe(user.token, { firstName: ' Awa ', lastName: 'Koné', phone: '+225 07 12 34 56 78', cityId: abidjan.id, avatarUrl: 'https://cdn.example.ci/awa.png' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: user.session.user.id, firstName: 'Awa', lastName: 'Koné', phone: '+2250712345678', cityId: abidjan.id, countryId: abidjan.countryId, avatarUrl: 'https://cdn.example.ci/awa.png' });
    expect((await call(ctx, 'GET', '/api/whoAmI', { token: user.token })).json).toEqual(res.json);
  });

  it.each([
    ['+225 07 12 34 56 78', '+2250712345678'],
    ['+221-77-123-45-67', '+221771234567'],
    ['+33 (6) 12.34.56.78', '+33612345678'],
  ])('normalises the phone number %s to %s', async (input, stored) => {
    const user = await signUpUser(ctx);
    expect((await patchMe(user.token, { phone: input })).json.phone).toBe(stored);
  });

  it.each([
    ['CI', '07 12 34 56 78', '+2250712345678'],
    ['SN', '77 123 45 67', '+221771234567'],
    ['CM', '6 71 23 45 67', '+237671234567'],
    ['BJ', '01 97 12 34 56', '+2290197123456'],
    ['BF', '70 12 34 56', '+22670123456'],
    ['TG', '90 12 34 56', '+22890123456'],
    ['FR', '06 12 34 56 78', '+33612345678'],
    ['SN', '+221 77 123 45 67', '+221771234567'],
  ])('takes a number local to the diner country (%s %s) and stores it as %s', async (country, number, stored) => {
    const user = await signUpUser(ctx);
    const res = await patchMe(user.token, { phone: { country, number } });
    expect(res.status).toBe(200);
    expect(res.json.phone).toBe(stored);
  });

  it('§3 user settings: changes only the settings given and keeps the other defaults', async () => {
    const user = await signUpUser(ctx);
    const res = await patchMe(user.token, { settings: { language: 'en', notifications: { newsletter: false } } });
    expect(res.json.settings).toEqual({ language: 'en', moneyId: 'XOF', notifications: { application: true, newsletter: false, specialOffers: true } });
    const again = await patchMe(user.token, { settings: { moneyId: 'eur' } });
    expect(again.json.settings).toEqual({ language: 'en', moneyId: 'EUR', notifications: { application: true, newsletter: false, specialOffers: true } });
  });

  it('a new phone number is no longer verified; saving the same one keeps it verified', async () => {
    const user = await signUpUser(ctx);
    await patchMe(user.token, { phone: '+2250712345678' });
    const verifiedAt = async () => (await ctx.deps.db.select({ at: users.phoneVerifiedAt }).from(users).where(eq(users.id, user.session.user.id)))[0].at;
    await ctx.deps.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, user.session.user.id));
    await patchMe(user.token, { phone: '+225 07 12 34 56 78' });
    expect(await verifiedAt()).toBeInstanceOf(Date);
    await patchMe(user.token, { phone: '+2250799999999' });
    expect(await verifiedAt()).toBeNull();
  });

  it('clears the phone number and avatar with null', async () => {
    const user = await signUpUser(ctx);
    await patchMe(user.token, { phone: '+2250712345678', avatarUrl: 'https://cdn.example.ci/a.png' });
    const res = await patchMe(user.token, { phone: null, avatarUrl: null });
    expect(res.json).toMatchObject({ phone: null, avatarUrl: null });
  });

  it('a city sets its country; a country of another city is refused; a new country alone drops the old city', async () => {
    const user = await signUpUser(ctx);
    expect((await patchMe(user.token, { cityId: abidjan.id })).json.countryId).toBe(abidjan.countryId);
    expectError(await patchMe(user.token, { cityId: abidjan.id, countryId: dakar.countryId }), 400, 'city_country_mismatch');
    const moved = await patchMe(user.token, { countryId: dakar.countryId });
    expect(moved.json).toMatchObject({ countryId: dakar.countryId, cityId: null });
  });

  it('answers 400 unknown_city and unknown_country for ids that do not exist', async () => {
    const user = await signUpUser(ctx);
    expectError(await patchMe(user.token, { cityId: 999_999 }), 400, 'unknown_city');
    expectError(await patchMe(user.token, { countryId: 999_999 }), 400, 'unknown_country');
    const [country] = await ctx.deps.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'CI'));
    expect((await patchMe(user.token, { countryId: country.id })).status).toBe(200);
  });

  it.each([
    ['an empty body', {}],
    ['an empty settings object', { settings: {} }],
    ['an empty notifications object', { settings: { notifications: {} } }],
    ['an id of another user', { id: '00000000-0000-4000-8000-000000000000', firstName: 'Mallory' }],
    ['an e-mail change', { email: 'new@example.ci' }],
    ['an unknown settings key', { settings: { theme: 'dark' } }],
    ['an empty first name', { firstName: '' }],
    ['a last name over 80 characters', { lastName: 'K'.repeat(81) }],
    ['a phone without country code', { phone: '07 12 34 56 78' }],
    ['a phone with letters', { phone: '+225 07 CALL ME' }],
    ['a phone too short', { phone: '+225 07' }],
    ['a local phone of the wrong length for its country', { phone: { country: 'CI', number: '07 12 34 56' } }],
    ['a local phone with no country', { phone: { number: '07 12 34 56 78' } }],
    ['a phone with an unknown key', { phone: { country: 'CI', number: '07 12 34 56 78', extension: '12' } }],
    ['a language other than fr or en', { settings: { language: 'de' } }],
    ['a money id that is not 3 letters', { settings: { moneyId: 'EURO' } }],
    ['a notification flag that is not a boolean', { settings: { notifications: { newsletter: 'yes' } } }],
    ['an avatar that is not an http(s) URL', { avatarUrl: 'javascript:alert(1)' }],
    ['a city id that is not an integer', { cityId: 'abidjan' }],
    ['a negative country id', { countryId: -1 }],
  ])('answers 400 validation_failed for %s', async (_label, body) => {
    const user = await signUpUser(ctx);
    expectError(await patchMe(user.token, body), 400, 'validation_failed');
  });

  it('answers 401 unauthenticated without a token', async () => {
    expectError(await patchMe(undefined, { firstName: 'Awa' }), 401, 'unauthenticated');
  });

  it("only ever updates the caller: a second user's PATCH leaves the first untouched", async () => {
    const a = await signUpUser(ctx, { firstName: 'Awa' });
    const b = await signUpUser(ctx, { firstName: 'Kofi' });
    const before = (await call(ctx, 'GET', '/api/whoAmI', { token: a.token })).json;
    const res = await patchMe(b.token, { firstName: 'Mallory', phone: '+2250700000000', settings: { language: 'en' } });
    expect(res.json.id).toBe(b.session.user.id);
    expect((await call(ctx, 'GET', '/api/whoAmI', { token: a.token })).json).toEqual(before);
    expectError(await patchMe(b.token, { id: a.session.user.id, firstName: 'Mallory' }), 400, 'validation_failed');
    expect((await call(ctx, 'GET', '/api/whoAmI', { token: a.token })).json.firstName).toBe('Awa');
  });
});
