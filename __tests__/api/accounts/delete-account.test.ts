/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { cities } from '@/server/db/schema';
import { call, type TestContext, createTestContext } from '../support/test-app';
import { expectError, PASSWORD, RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from './account-fixtures';
import { prepareRestaurant, rows, type BookingRestaurant } from '../reservations/booking-fixtures';
import { bookWithGuest } from '../social/social-fixtures';

let ctx: TestContext;
let restaurant: BookingRestaurant;
let cityId: number;
beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  restaurant = await prepareRestaurant(ctx, 'Africa/Abidjan');
  [{ id: cityId }] = await ctx.deps.db.select({ id: cities.id }).from(cities).limit(1);
});
afterAll(async () => {
  await ctx?.close();
});

const deleteMe = (token: string | undefined, body: unknown) => call(ctx, 'DELETE', '/api/users/my-users', { token, body });

/** Rows of every table that keeps a diner's own data. */
async function dataOf(userId: string) {
  const [counts] = await rows<Record<string, number>>(
    ctx,
    sql`select
      (select count(*)::int from users where id = ${userId}) as users,
      (select count(*)::int from sessions where user_id = ${userId}) as sessions,
      (select count(*)::int from user_settings where user_id = ${userId}) as settings,
      (select count(*)::int from addresses where user_id = ${userId}) as addresses,
      (select count(*)::int from favorites where user_id = ${userId}) as favorites,
      (select count(*)::int from reservations where user_id = ${userId}) as reservations,
      (select count(*)::int from email_tokens where user_id = ${userId}) as email_tokens`,
  );
  return counts;
}

async function giveData(user: SignedUpUser) {
  expect((await call(ctx, 'PATCH', '/api/users/my-users', { token: user.token, body: { settings: { moneyId: 'EUR' } } })).status).toBe(200);
  expect((await call(ctx, 'POST', '/api/addresses', { token: user.token, body: { label: 'Maison', line1: '12 rue des Jardins', cityId } })).status).toBe(201);
  expect((await call(ctx, 'POST', '/api/favorites', { token: user.token, body: { restaurantId: restaurant.id } })).status).toBe(201);
}

describe('DELETE /api/users/my-users', () => {
  it('deletes the diner with their settings, addresses, favourites, bookings and sessions, and leaves another diner whole', async () => {
    const leaving = await signUpUser(ctx, { firstName: 'Awa', lastName: 'Koné' });
    const staying = await signUpUser(ctx, { firstName: 'Moussa', lastName: 'Sarr' });
    await giveData(leaving);
    await giveData(staying);
    // The leaving diner hosts a booking the staying one is invited to: the staying diner keeps their account and data.
    await bookWithGuest(ctx, restaurant, leaving, staying);
    const stayingBefore = await dataOf(staying.session.user.id);

    const res = await deleteMe(leaving.token, { password: PASSWORD });

    expect(res.status).toBe(204);
    expect(await dataOf(leaving.session.user.id)).toEqual({ users: 0, sessions: 0, settings: 0, addresses: 0, favorites: 0, reservations: 0, email_tokens: 0 });
    expect(await dataOf(staying.session.user.id)).toEqual(stayingBefore);
    expectError(await call(ctx, 'GET', '/api/whoAmI', { token: leaving.token }), 401, 'unauthenticated');
    expect((await call(ctx, 'GET', '/api/whoAmI', { token: staying.token })).status).toBe(200);
    expect((await call(ctx, 'GET', '/api/addresses', { token: staying.token })).json.items).toHaveLength(1);
  });

  it('frees the e-mail address for a new sign-up', async () => {
    const user = await signUpUser(ctx);
    expect((await deleteMe(user.token, { password: PASSWORD })).status).toBe(204);
    const again = await signUpUser(ctx, { email: user.email });
    expect(again.session.user.id).not.toBe(user.session.user.id);
  });

  it('answers 403 invalid_credentials for a wrong password and deletes nothing', async () => {
    const user = await signUpUser(ctx);
    expectError(await deleteMe(user.token, { password: 'pas-le-bon-mot-de-passe' }), 403, 'invalid_credentials');
    expect((await dataOf(user.session.user.id)).users).toBe(1);
  });

  it('answers 401 without a token', async () => {
    expectError(await deleteMe(undefined, { password: PASSWORD }), 401, 'unauthenticated');
  });

  it.each([
    ['no body field', {}],
    ['an empty password', { password: '' }],
    ['the id of another user', { password: PASSWORD, userId: '00000000-0000-4000-8000-000000000000' }],
  ])('answers 400 validation_failed for %s', async (_label, body) => {
    const user = await signUpUser(ctx);
    expectError(await deleteMe(user.token, body), 400, 'validation_failed');
    expect((await dataOf(user.session.user.id)).users).toBe(1);
  });
});
