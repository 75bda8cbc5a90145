/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { MAX_ADDRESSES_PER_USER } from '@/contracts/address-contract';
import { addresses, cities } from '@/server/db/schema';
import { createTestContext, call, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';

let ctx: TestContext;
let abidjan: { id: number; name: string };
let dakar: { id: number; name: string };
beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  const rows = await ctx.deps.db.select({ id: cities.id, name: cities.name, slug: cities.slug }).from(cities);
  abidjan = rows.find((r) => r.slug === 'abidjan')!;
  dakar = rows.find((r) => r.slug === 'dakar')!;
});
afterAll(async () => {
  await ctx?.close();
});

const home = () => ({ label: 'Maison', line1: '12 rue des Jardins', cityId: abidjan.id });
const list = (token?: string) => call(ctx, 'GET', '/api/addresses', { token });
const create = (token: string | undefined, body: unknown) => call(ctx, 'POST', '/api/addresses', { token, body });
const update = (token: string | undefined, id: string, body: unknown) => call(ctx, 'PATCH', `/api/addresses/${id}`, { token, body });
const remove = (token: string | undefined, id: string) => call(ctx, 'DELETE', `/api/addresses/${id}`, { token });
const checkUserInfo = (token: string) => call(ctx, 'GET', '/api/reservations/checkUserInfo', { token });

describe('POST /api/addresses', () => {
  it('takes the on-site phone as a number local to the address country, stored as E.164', async () => {
    const user = await signUpUser(ctx);
    const res = await create(user.token, { ...home(), cityId: dakar.id, phone: { country: 'SN', number: '77 123 45 67' } });
    expect(res.status).toBe(201);
    expect(res.json.phone).toBe('+221771234567');
    const changed = await update(user.token, res.json.id, { phone: { country: 'SN', number: '+221 78 000 11 22' } });
    expect(changed.json.phone).toBe('+221780001122');
  });

  it('adds an address with its landmark, normalises its fields and answers 201 with it', async () => {
    const user = await signUpUser(ctx);
    const res = await create(user.token, {
      label: ' Bureau ',
      line1: 'Immeuble Alpha, 3e étage',
      line2: '',
      district: 'Plateau',
      cityId: abidjan.id,
      phone: '+225 07 12 34 56 78',
      instructions: 'Sonner deux fois',
      landmark: ' Derrière la pharmacie Saint-Michel, portail bleu ',
      latitude: 5.32,
      longitude: -4.02,
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(String),
      label: 'Bureau',
      line1: 'Immeuble Alpha, 3e étage',
      line2: null,
      district: 'Plateau',
      cityId: abidjan.id,
      cityName: abidjan.name,
      phone: '+2250712345678',
      instructions: 'Sonner deux fois',
      landmark: 'Derrière la pharmacie Saint-Michel, portail bleu',
      latitude: 5.32,
      longitude: -4.02,
      isDefault: true,
      createdAt: expect.any(String),
    });
    expect((await list(user.token)).json.items).toEqual([res.json]);
  });

  it('the first address is the default; a later one is not unless asked', async () => {
    const user = await signUpUser(ctx);
    const first = await create(user.token, { ...home(), isDefault: false });
    const second = await create(user.token, { ...home(), label: 'Travail' });
    expect(first.json.isDefault).toBe(true);
    expect(second.json.isDefault).toBe(false);
  });

  it('a new default address unsets the previous default', async () => {
    const user = await signUpUser(ctx);
    const first = await create(user.token, home());
    const second = await create(user.token, { ...home(), label: 'Travail', isDefault: true });
    const items = (await list(user.token)).json.items as Array<{ id: string; isDefault: boolean }>;
    expect(items.map((a) => [a.id, a.isDefault])).toEqual([
      [second.json.id, true],
      [first.json.id, false],
    ]);
  });

  it('refuses an unknown city with 400 unknown_city', async () => {
    const user = await signUpUser(ctx);
    expectError(await create(user.token, { ...home(), cityId: 999_999 }), 400, 'unknown_city');
    expect((await list(user.token)).json.items).toEqual([]);
  });

  it.each([
    ['no label', { label: undefined }],
    ['a blank label', { label: '   ' }],
    ['a label too long', { label: 'x'.repeat(61) }],
    ['no first line', { line1: undefined }],
    ['a first line too long', { line1: 'x'.repeat(201) }],
    ['no city', { cityId: undefined }],
    ['a city id that is not an integer', { cityId: 1.5 }],
    ['a city id as text', { cityId: 'abidjan' }],
    ['a negative city id', { cityId: -1 }],
    ['a phone without the country code', { phone: '07 12 34 56 78' }],
    ['a phone too short', { phone: '+225 12' }],
    ['a local phone too short for its country', { phone: { country: 'CI', number: '07 12' } }],
    ['instructions too long', { instructions: 'x'.repeat(501) }],
    ['a latitude out of range', { latitude: 91 }],
    ['a longitude out of range', { longitude: -181 }],
    ['a default flag that is not a boolean', { isDefault: 'yes' }],
    ['an unknown field', { userId: '00000000-0000-4000-8000-000000000000' }],
  ])('refuses %s with 400 validation_failed', async (_name, patch) => {
    const user = await signUpUser(ctx);
    expectError(await create(user.token, { ...home(), ...patch }), 400, 'validation_failed');
  });

  it('refuses a body that is not JSON', async () => {
    const user = await signUpUser(ctx);
    const res = await call(ctx, 'POST', '/api/addresses', { token: user.token, rawBody: '{nope', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_USER} addresses per user (409 address_limit_reached)`, async () => {
    const user = await signUpUser(ctx);
    const userId = user.session.user.id;
    await ctx.deps.db.insert(addresses).values(Array.from({ length: MAX_ADDRESSES_PER_USER }, (_, i) => ({ userId, label: `A${i}`, line1: 'Rue', cityId: abidjan.id })));
    expectError(await create(user.token, home()), 409, 'address_limit_reached');
    expect((await list(user.token)).json.items).toHaveLength(MAX_ADDRESSES_PER_USER);
  });

  it('§8 missing user info: a saved address (with names) resolves the check', async () => {
    const user = await signUpUser(ctx, { firstName: 'Awa', lastName: 'Koné' });
    expect((await checkUserInfo(user.token)).json.errors).toContain('missing-user-info');
    await create(user.token, home());
    expect((await checkUserInfo(user.token)).json.errors).not.toContain('missing-user-info');
  });
});

describe('PATCH /api/addresses/{id}', () => {
  it('changes the fields given, clears optional ones with null or an empty text, and keeps the others', async () => {
    const user = await signUpUser(ctx);
    const created = await create(user.token, { ...home(), district: 'Cocody', instructions: 'Portail vert' });
    const res = await update(user.token, created.json.id, { line1: '14 rue des Jardins', cityId: dakar.id, district: null, instructions: '' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: created.json.id, label: 'Maison', line1: '14 rue des Jardins', cityId: dakar.id, cityName: dakar.name, district: null, instructions: null, isDefault: true });
  });

  it('setting an address as default unsets the others', async () => {
    const user = await signUpUser(ctx);
    const first = await create(user.token, home());
    const second = await create(user.token, { ...home(), label: 'Travail' });
    expect((await update(user.token, second.json.id, { isDefault: true })).json.isDefault).toBe(true);
    const defaults = (await list(user.token)).json.items.filter((a: { isDefault: boolean }) => a.isDefault);
    expect(defaults.map((a: { id: string }) => a.id)).toEqual([second.json.id]);
    expect(first.json.id).not.toBe(second.json.id);
  });

  it('refuses an unknown city, an empty body and bad fields', async () => {
    const user = await signUpUser(ctx);
    const { id } = (await create(user.token, home())).json;
    expectError(await update(user.token, id, { cityId: 999_999 }), 400, 'unknown_city');
    expectError(await update(user.token, id, {}), 400, 'validation_failed');
    expectError(await update(user.token, id, { label: '' }), 400, 'validation_failed');
    expectError(await update(user.token, id, { userId: user.session.user.id }), 400, 'validation_failed');
    expect((await list(user.token)).json.items[0]).toMatchObject({ label: 'Maison', cityId: abidjan.id });
  });

  it('answers 404 for an address that does not exist and 400 for a malformed id', async () => {
    const user = await signUpUser(ctx);
    expectError(await update(user.token, '00000000-0000-4000-8000-000000000000', { label: 'X' }), 404, 'not_found');
    expectError(await update(user.token, 'not-a-uuid', { label: 'X' }), 400, 'validation_failed');
  });
});

describe('DELETE /api/addresses/{id}', () => {
  it('deletes an address; deleting the default makes the oldest remaining one the default', async () => {
    const user = await signUpUser(ctx);
    const first = await create(user.token, home());
    const second = await create(user.token, { ...home(), label: 'Travail' });
    const third = await create(user.token, { ...home(), label: 'Parents', isDefault: true });
    expect((await remove(user.token, third.json.id)).status).toBe(204);
    const items = (await list(user.token)).json.items as Array<{ id: string; isDefault: boolean }>;
    expect(items.map((a) => [a.id, a.isDefault])).toEqual([
      [first.json.id, true],
      [second.json.id, false],
    ]);
    expectError(await remove(user.token, third.json.id), 404, 'not_found');
  });
});

describe('addresses require a signed-in user', () => {
  it('§6 answers 401 without a token or with an unknown one', async () => {
    const user = await signUpUser(ctx);
    const { id } = (await create(user.token, home())).json;
    for (const token of [undefined, 'not-a-real-session-token-000000000000000']) {
      expectError(await list(token), 401, 'unauthenticated');
      expectError(await create(token, home()), 401, 'unauthenticated');
      expectError(await update(token, id, { label: 'Piratée' }), 401, 'unauthenticated');
      expectError(await remove(token, id), 401, 'unauthenticated');
    }
  });

  it('answers 401 after logout', async () => {
    const user = await signUpUser(ctx);
    await call(ctx, 'POST', '/api/auth/logout', { token: user.token });
    expectError(await list(user.token), 401, 'unauthenticated');
  });
});

describe("a second user cannot reach the first user's addresses", () => {
  let owner: SignedUpUser;
  let other: SignedUpUser;
  let ownerAddressId: string;
  beforeAll(async () => {
    owner = await signUpUser(ctx);
    other = await signUpUser(ctx);
    ownerAddressId = (await create(owner.token, home())).json.id;
    await create(other.token, { ...home(), label: 'Chez moi' });
  });

  it('does not list them', async () => {
    const items = (await list(other.token)).json.items as Array<{ id: string; label: string }>;
    expect(items.map((a) => a.label)).toEqual(['Chez moi']);
    expect(items.map((a) => a.id)).not.toContain(ownerAddressId);
  });

  it('cannot change one (404) and it stays unchanged', async () => {
    expectError(await update(other.token, ownerAddressId, { label: 'Volée', isDefault: true }), 404, 'not_found');
    const [row] = await ctx.deps.db.select({ label: addresses.label, userId: addresses.userId }).from(addresses).where(eq(addresses.id, ownerAddressId));
    expect(row).toEqual({ label: 'Maison', userId: owner.session.user.id });
  });

  it("setting their own default does not touch the owner's default", async () => {
    const mine = (await list(other.token)).json.items[0];
    await update(other.token, mine.id, { isDefault: true });
    expect((await list(owner.token)).json.items[0]).toMatchObject({ id: ownerAddressId, isDefault: true });
  });

  it('cannot delete one (404) and it still exists', async () => {
    expectError(await remove(other.token, ownerAddressId), 404, 'not_found');
    expect((await list(owner.token)).json.items.map((a: { id: string }) => a.id)).toEqual([ownerAddressId]);
  });
});
