/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { prepareRestaurant, rows, type BookingRestaurant } from '../reservations/booking-fixtures';
import { bookWithGuest, clearBookings, countRows, statuses } from '../social/social-fixtures';

let ctx: TestContext;
let restaurant: BookingRestaurant;
let host: SignedUpUser;
let guest: SignedUpUser;
let reporter: SignedUpUser;
let reviewId: string;

beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  restaurant = await prepareRestaurant(ctx, 'Africa/Douala');
  host = await signUpUser(ctx, { firstName: 'Awa' });
  guest = await signUpUser(ctx, { firstName: 'Moussa' });
  reporter = await signUpUser(ctx, { firstName: 'Fatou' });
  [{ id: reviewId }] = await rows<{ id: string }>(ctx, sql`select id from restaurant_feedbacks where restaurant_id = ${restaurant.id} order by id limit 1`);
}, 60_000);
afterAll(() => ctx.close());
afterEach(() => clearBookings(ctx, restaurant.id));

const report = (user: SignedUpUser | undefined, body: unknown) => call(ctx, 'POST', '/api/reports', { token: user?.token, body });

describe('POST /api/reports', () => {
  it('stores a review’s report for moderation and answers that it was received', async () => {
    const res = await report(reporter, { targetType: 'review', targetId: reviewId, reason: 'offensive', details: '  Insultes envers le personnel ' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(String), targetType: 'review', targetId: reviewId, reason: 'offensive', status: 'received', createdAt: expect.any(String) });
    const [stored] = await rows<{ status: string; details: string; userId: string }>(ctx, sql`select status, details, user_id as "userId" from reports where id = ${res.json.id}::uuid`);
    expect(stored).toEqual({ status: 'open', details: 'Insultes envers le personnel', userId: reporter.session.user.id });
  });

  it('answers the same report to a diner reporting the same thing twice: no second row', async () => {
    const first = await report(reporter, { targetType: 'restaurant', targetId: String(restaurant.id), reason: 'false_information' });
    expect(first.status).toBe(201);
    const again = await report(reporter, { targetType: 'restaurant', targetId: String(restaurant.id), reason: 'spam', details: 'Encore' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await countRows(ctx, sql`select count(*)::int as count from reports where user_id = ${reporter.session.user.id}::uuid and target_type = 'restaurant'`)).toBe(1);
    expect((await report(host, { targetType: 'restaurant', targetId: String(restaurant.id), reason: 'spam' })).status).toBe(201);
  });

  it('keeps one report when the same diner sends it several times at once', async () => {
    const body = { targetType: 'review', targetId: reviewId, reason: 'spam' };
    const results = await Promise.all(Array.from({ length: 6 }, () => report(guest, body)));
    expect(statuses(results)).toEqual({ 201: 1, 200: 5 });
    expect(new Set(results.map((res) => res.json.id)).size).toBe(1);
    expect(await countRows(ctx, sql`select count(*)::int as count from reports where user_id = ${guest.session.user.id}::uuid and target_id = ${reviewId}`)).toBe(1);
  });

  it('takes a chat message’s report from someone in the conversation only (anyone else: 404)', async () => {
    const { reservationId } = await bookWithGuest(ctx, restaurant, host, guest);
    const thread = await call(ctx, 'POST', '/api/chat-messages/init', { token: host.token, body: { reservationId } });
    const message = await call(ctx, 'POST', '/api/chat-messages', { token: host.token, body: { threadId: thread.json.id, body: 'Message douteux' } });
    const body = { targetType: 'chat_message', targetId: message.json.id, reason: 'harassment' };
    expectError(await report(reporter, body), 404, 'not_found');
    expect((await report(guest, body)).status).toBe(201);
  });

  it('refuses bad input (400), no session (401) and what does not exist (404)', async () => {
    expectError(await report(reporter, { targetType: 'review', targetId: reviewId, reason: 'boring' }), 400, 'validation_failed');
    expectError(await report(reporter, { targetType: 'dish', targetId: '1', reason: 'spam' }), 400, 'validation_failed');
    expectError(await report(reporter, { targetType: 'review', targetId: '12', reason: 'spam' }), 400, 'validation_failed');
    expectError(await report(reporter, { targetType: 'restaurant', targetId: 'abc', reason: 'spam' }), 400, 'validation_failed');
    expectError(await report(reporter, { targetType: 'restaurant', targetId: '9999999999', reason: 'spam' }), 400, 'validation_failed');
    expectError(await report(reporter, { targetType: 'review', targetId: reviewId, reason: 'spam', details: 'x'.repeat(1001) }), 400, 'validation_failed');
    expectError(await report(reporter, { targetType: 'review', targetId: reviewId, reason: 'spam', extra: true }), 400, 'validation_failed');
    expectError(await report(undefined, { targetType: 'review', targetId: reviewId, reason: 'spam' }), 401, 'unauthenticated');
    expectError(await report(reporter, { targetType: 'review', targetId: '00000000-0000-4000-8000-000000000000', reason: 'spam' }), 404, 'not_found');
    expectError(await report(reporter, { targetType: 'restaurant', targetId: '2147483647', reason: 'spam' }), 404, 'not_found');
  });
});
