/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { prepareRestaurant, type BookingRestaurant } from '../reservations/booking-fixtures';
import { answer, bookConfirmed, countRows, createLink, openGroup, signUpMany, statuses } from '../social/social-fixtures';
import { describeRace } from '../support/concurrency';

describeRace('a table is never overbooked by its guests', () => {
  const CLIENTS = 30;

  let ctx: TestContext;
  let restaurant: BookingRestaurant;
  let host: SignedUpUser;
  let diners: SignedUpUser[];

  beforeAll(async () => {
    ctx = await createTestContext(RELAXED_RATE_LIMIT);
    restaurant = await prepareRestaurant(ctx, 'Africa/Dakar');
    host = await signUpUser(ctx, { firstName: 'Awa' });
    diners = await signUpMany(ctx, CLIENTS);
  }, 120_000);
  afterAll(() => ctx.close());

  it(`${CLIENTS} diners accept one link at once for a table of 4: exactly 3 come, the rest get 409 group_full`, async () => {
    const reservationId = await bookConfirmed(ctx, restaurant, host, '20:00', 4);
    const group = await openGroup(ctx, host, reservationId);
    const { token } = await createLink(ctx, host, group.id);
    const results = await Promise.all(diners.map((diner) => answer(ctx, diner, token, 'accepted')));
    expect(statuses(results)).toEqual({ 200: 3, 409: CLIENTS - 3 });
    for (const res of results.filter((r) => r.status === 409)) expectError(res, 409, 'group_full');
    expect(await countRows(ctx, sql`select count(*)::int as count from group_invitations where group_id = ${group.id}::uuid and status = 'accepted'`)).toBe(3);
  }, 60_000);

  it('one diner answering twice at once is one guest, not two rows nor a refusal', async () => {
    const reservationId = await bookConfirmed(ctx, restaurant, host, '12:00', 2);
    const group = await openGroup(ctx, host, reservationId);
    const { token } = await createLink(ctx, host, group.id);
    const results = await Promise.all([answer(ctx, diners[0], token, 'accepted'), answer(ctx, diners[0], token, 'accepted'), answer(ctx, diners[0], token, 'accepted')]);
    expect(statuses(results)).toEqual({ 200: 3 });
    expect(await countRows(ctx, sql`select count(*)::int as count from group_invitations where group_id = ${group.id}::uuid and user_id is not null`)).toBe(1);
  }, 60_000);
});
