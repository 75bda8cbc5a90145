/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { appAt, patch, prepareRestaurant, rows, type BookingRestaurant } from '../reservations/booking-fixtures';
import { bookConfirmed, bookWithGuest, clearBookings, countRows, signUpMany, statuses } from '../social/social-fixtures';

const RATINGS = { food: 5, service: 4, ambiance: 4, value: 3 };
const COMMENT = 'Poisson braisé parfait, service attentionné.';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let ctx: TestContext;
let restaurant: BookingRestaurant;
let diner: SignedUpUser;
let guest: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  restaurant = await prepareRestaurant(ctx, 'Africa/Ouagadougou');
  diner = await signUpUser(ctx, { firstName: 'Awa', lastName: 'Koné' });
  guest = await signUpUser(ctx, { firstName: 'Moussa', lastName: 'Sarr' });
  stranger = await signUpUser(ctx);
}, 60_000);
afterAll(() => ctx.close());
afterEach(() => clearBookings(ctx, restaurant.id));

/** A confirmed booking and the app as it is `hoursAfter` its start. */
async function pastBooking(hoursAfter = 3) {
  const id = await bookConfirmed(ctx, restaurant, diner);
  const startsAt = Date.parse((await call(ctx, 'GET', `/api/reservations/${id}`, { token: diner.token })).json.startsAt);
  return { id, startsAt, later: appAt(ctx, new Date(startsAt + hoursAfter * HOUR)) };
}

const post = (app: TestContext, user: SignedUpUser | undefined, body: unknown) => call(app, 'POST', '/api/restaurant-feedbacks', { token: user?.token, body });
const summary = async () => (await rows<{ average: number; count: number }>(ctx, sql`select rating_average::float8 as average, rating_count as count from restaurants where id = ${restaurant.id}`))[0];
const expectedSummary = async () => (await rows<{ average: number; count: number }>(ctx, sql`select round(avg(rating)::numeric, 2)::float8 as average, count(*)::int as count from restaurant_feedbacks where restaurant_id = ${restaurant.id}`))[0];

describe('POST /api/restaurant-feedbacks', () => {
  it('takes the diner’s review once the meal has taken place, and the restaurant’s rating summary counts it', async () => {
    const before = await summary();
    const { id, later } = await pastBooking();
    const res = await post(later, diner, { reservationId: id, ratings: RATINGS, comment: `  ${COMMENT} ` });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ reservationId: id, restaurantId: restaurant.id, rating: 4, ratings: RATINGS, comment: COMMENT, editedAt: null, canEdit: true });
    expect(Date.parse(res.json.editableUntil) - Date.parse(res.json.date)).toBe(7 * DAY);

    const after = await summary();
    expect(after.count).toBe(before.count + 1);
    expect(after).toEqual(await expectedSummary());
    const page = await call(ctx, 'GET', `/api/restaurant-feedbacks?filter=${encodeURIComponent(JSON.stringify({ where: { restaurantId: restaurant.id }, limit: 1 }))}`);
    expect(page.json.items[0]).toMatchObject({
      id: res.json.id, authorName: 'Awa K.', rating: 4, comment: COMMENT,
      criteria: [{ slug: 'food', name: 'Cuisine', rating: 5 }, { slug: 'service', name: 'Service', rating: 4 }, { slug: 'ambiance', name: 'Ambiance', rating: 4 }, { slug: 'value', name: 'Rapport qualité-prix', rating: 3 }],
    });
    const detail = await call(ctx, 'GET', `/api/restaurants/data/${restaurant.id}`);
    expect(detail.json.rating).toMatchObject({ average: after.average, count: after.count });
    expect(Object.values(detail.json.rating.distribution as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(after.count);
  });

  it('§ one review per booking: a second is 409 feedback_exists', async () => {
    const { id, later } = await pastBooking();
    expect((await post(later, diner, { reservationId: id, ratings: RATINGS, comment: COMMENT })).status).toBe(201);
    const again = await post(later, diner, { reservationId: id, ratings: { ...RATINGS, food: 1 }, comment: 'Finalement moins bien que prévu.' });
    expectError(again, 409, 'feedback_exists');
  });

  it('refuses a review before the meal (409 feedback_too_early) and of a cancelled booking (409 feedback_not_allowed)', async () => {
    const { id } = await pastBooking();
    const early = await post(ctx, diner, { reservationId: id, ratings: RATINGS, comment: COMMENT });
    expectError(early, 409, 'feedback_too_early');
    expect(early.json.error.details.opensAt).toEqual(expect.any(String));
    const cancelled = await bookConfirmed(ctx, restaurant, diner, '12:00');
    expect((await patch(ctx, diner.token, cancelled, { status: 'cancelled' })).status).toBe(200);
    expectError(await post(appAt(ctx, new Date(Date.now() + 10 * DAY)), diner, { reservationId: cancelled, ratings: RATINGS, comment: COMMENT }), 409, 'feedback_not_allowed');
  });

  it('refuses bad input (400), no session (401), and anyone but the booking’s diner — a guest included (404)', async () => {
    const { reservationId } = await bookWithGuest(ctx, restaurant, diner, guest);
    const later = appAt(ctx, new Date(Date.now() + 10 * DAY));
    const valid = { reservationId, ratings: RATINGS, comment: COMMENT };
    expectError(await post(later, diner, { ...valid, ratings: { ...RATINGS, food: 6 } }), 400, 'validation_failed');
    expectError(await post(later, diner, { ...valid, ratings: { food: 5, service: 4, ambiance: 4 } }), 400, 'validation_failed');
    expectError(await post(later, diner, { ...valid, ratings: { ...RATINGS, cleanliness: 5 } }), 400, 'validation_failed');
    expectError(await post(later, diner, { ...valid, comment: 'Bien.' }), 400, 'validation_failed');
    expectError(await post(later, diner, { ...valid, comment: 'x'.repeat(2001) }), 400, 'validation_failed');
    expectError(await post(later, diner, { ...valid, reservationId: 'nope' }), 400, 'validation_failed');
    expectError(await post(later, undefined, valid), 401, 'unauthenticated');
    expectError(await post(later, guest, valid), 404, 'not_found');
    expectError(await post(later, stranger, valid), 404, 'not_found');
  });

  it('keeps a script in a review as the text it is', async () => {
    const { id, later } = await pastBooking();
    const comment = '<script>alert(1)</script> <img src=x onerror=alert(2)> très bon';
    const res = await post(later, diner, { reservationId: id, ratings: RATINGS, comment });
    expect(res.json.comment).toBe(comment);
  });
});

describe('concurrent reviews', () => {
  it('a double submit at once writes one review: one 201, the rest 409 feedback_exists', async () => {
    const { id, later } = await pastBooking();
    const before = await summary();
    const results = await Promise.all(Array.from({ length: 8 }, () => post(later, diner, { reservationId: id, ratings: RATINGS, comment: COMMENT })));
    expect(statuses(results)).toEqual({ 201: 1, 409: 7 });
    expect(await countRows(ctx, sql`select count(*)::int as count from restaurant_feedbacks where reservation_id = ${id}::uuid`)).toBe(1);
    expect((await summary()).count).toBe(before.count + 1);
  });

  it('diners reviewing the same restaurant at once are all counted in its summary', async () => {
    const diners = await signUpMany(ctx, 10, 'Critique');
    const bookings = await rows<{ id: string }>(ctx, sql`insert into reservations (user_id, restaurant_id, status, starts_at, ends_at, guests)
      select u.id, ${restaurant.id}, 'confirmed', now() - interval '1 day', now() - interval '22 hours', 2
        from unnest(${`{${diners.map((d) => d.session.user.id).join(',')}}`}::uuid[]) with ordinality as u(id, n) order by u.n returning id`);
    const before = await summary();
    const results = await Promise.all(bookings.map((booking, i) => post(ctx, diners[i], { reservationId: booking.id, ratings: { food: 1 + (i % 5), service: 3, ambiance: 3, value: 3 }, comment: COMMENT })));
    expect(statuses(results)).toEqual({ 201: 10 });
    const after = await summary();
    expect(after.count).toBe(before.count + 10);
    expect(after).toEqual(await expectedSummary());
  }, 60_000);
});

describe('PATCH /api/restaurant-feedbacks/{id}', () => {
  it('lets the author change it for 7 days, updating the summary; after that 409 feedback_edit_window_closed', async () => {
    const { id, startsAt, later } = await pastBooking();
    const created = await post(later, diner, { reservationId: id, ratings: RATINGS, comment: COMMENT });
    const edit = { ratings: { food: 2, service: 2, ambiance: 2, value: 2 }, comment: 'Finalement, le plat était froid.' };
    const changed = await call(appAt(ctx, new Date(startsAt + 6 * DAY)), 'PATCH', `/api/restaurant-feedbacks/${created.json.id}`, { token: diner.token, body: edit });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ id: created.json.id, rating: 2, ratings: edit.ratings, comment: edit.comment, editedAt: expect.any(String), date: created.json.date });
    expect(await summary()).toEqual(await expectedSummary());
    const tooLate = await call(appAt(ctx, new Date(startsAt + 3 * HOUR + 7 * DAY + 1000)), 'PATCH', `/api/restaurant-feedbacks/${created.json.id}`, { token: diner.token, body: edit });
    expectError(tooLate, 409, 'feedback_edit_window_closed');
  });

  it('refuses bad input (400), no session (401) and anyone but its author (404)', async () => {
    const { id, later } = await pastBooking();
    const created = await post(later, diner, { reservationId: id, ratings: RATINGS, comment: COMMENT });
    const url = `/api/restaurant-feedbacks/${created.json.id}`;
    expectError(await call(later, 'PATCH', url, { token: diner.token, body: { comment: COMMENT } }), 400, 'validation_failed');
    expectError(await call(later, 'PATCH', '/api/restaurant-feedbacks/nope', { token: diner.token, body: { ratings: RATINGS, comment: COMMENT } }), 400, 'validation_failed');
    expectError(await call(later, 'PATCH', url, { body: { ratings: RATINGS, comment: COMMENT } }), 401, 'unauthenticated');
    expectError(await call(later, 'PATCH', url, { token: stranger.token, body: { ratings: RATINGS, comment: COMMENT } }), 404, 'not_found');
  });
});

describe('GET /api/restaurant-feedbacks/mine', () => {
  it('says too_early before the meal, open after it, written with the review and until when it can change', async () => {
    const { id, later } = await pastBooking();
    const mine = (app: TestContext, user: SignedUpUser) => call(app, 'GET', `/api/restaurant-feedbacks/mine?reservationId=${id}`, { token: user.token });
    expect((await mine(ctx, diner)).json).toMatchObject({ reservationId: id, availability: 'too_early', feedback: null });
    expect((await mine(later, diner)).json).toMatchObject({ availability: 'open', feedback: null });
    await post(later, diner, { reservationId: id, ratings: RATINGS, comment: COMMENT });
    expect((await mine(later, diner)).json).toMatchObject({ availability: 'written', feedback: { ratings: RATINGS, comment: COMMENT, canEdit: true } });
    expectError(await mine(later, stranger), 404, 'not_found');
    expectError(await call(ctx, 'GET', '/api/restaurant-feedbacks/mine?reservationId=nope', { token: diner.token }), 400, 'validation_failed');
    expectError(await call(ctx, 'GET', `/api/restaurant-feedbacks/mine?reservationId=${id}`), 401, 'unauthenticated');
  });
});
