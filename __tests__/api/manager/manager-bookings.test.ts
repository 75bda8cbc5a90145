/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { appAt, instantOf, rows } from '../reservations/booking-fixtures';
import { prepareOrderRestaurant, type OrderRestaurant } from '../orders/order-fixtures';
import { insertBooking, logInStaff, pointsOf } from './manager-fixtures';

describe('the restaurant’s side of bookings: the day’s list and attendance (/manager)', () => {
  let ctx: TestContext;
  let restaurant: OrderRestaurant;
  let staff: SignedUpUser;
  let otherStaff: SignedUpUser;
  let diner: SignedUpUser;
  let startsAt: string;
  /** Half an hour after the bookings' start. */
  let after: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    restaurant = await prepareOrderRestaurant(ctx, 'Africa/Douala', 0);
    const other = await prepareOrderRestaurant(ctx, 'Africa/Dakar', 1);
    staff = await logInStaff(ctx, restaurant.id);
    otherStaff = await logInStaff(ctx, other.id);
    diner = await signUpUser(ctx, { firstName: 'Awa' });
    startsAt = await instantOf(ctx, restaurant.date, '20:00', restaurant.timeZone);
    after = appAt(ctx, new Date(Date.parse(startsAt) + 30 * 60_000));
  }, 60_000);
  afterAll(() => ctx.close());

  const attend = (app: TestContext, token: string | undefined, id: string, outcome: string) => call(app, 'POST', `/api/manager/reservations/${id}/attendance`, { token, body: { outcome } });
  const statusOf = async (id: string) => (await rows<{ status: string }>(ctx, sql`select status from reservations where id = ${id}`))[0].status;

  it('lists the local day’s bookings in time order, drafts left out', async () => {
    const early = await insertBooking(ctx, diner.session.user.id, restaurant.id, await instantOf(ctx, restaurant.date, '12:30', restaurant.timeZone));
    const draft = await insertBooking(ctx, diner.session.user.id, restaurant.id, await instantOf(ctx, restaurant.date, '13:00', restaurant.timeZone), 'draft');
    const late = await insertBooking(ctx, diner.session.user.id, restaurant.id, await instantOf(ctx, restaurant.date, '23:30', restaurant.timeZone));
    const res = await call(after, 'GET', `/api/manager/restaurants/${restaurant.id}/bookings?date=${restaurant.date}`, { token: staff.token });
    expect(res.status).toBe(200);
    const ids = res.json.items.map((item: { id: string }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([early, late]));
    expect(ids.indexOf(early)).toBeLessThan(ids.indexOf(late));
    expect(ids).not.toContain(draft);
    expect(res.json.items[0]).toMatchObject({ status: 'confirmed', guests: 2, customer: { firstName: 'Awa' } });
    expectError(await call(after, 'GET', `/api/manager/restaurants/${restaurant.id}/bookings`, { token: otherStaff.token }), 403, 'forbidden');
    expectError(await call(after, 'GET', `/api/manager/restaurants/${restaurant.id}/bookings`, { token: diner.token }), 403, 'forbidden');
  });

  it('an honoured booking is completed, earns its points once and is told live to the diner', async () => {
    const id = await insertBooking(ctx, diner.session.user.id, restaurant.id, startsAt);
    const publish = jest.spyOn(ctx.deps.realtime, 'publish');
    try {
      const res = await attend(after, staff.token, id, 'honoured');
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ id, status: 'completed' });
      expect(publish).toHaveBeenCalledWith(expect.arrayContaining([diner.session.user.id, staff.session.user.id]), { type: 'booking', id });
    } finally {
      publish.mockRestore();
    }
    expectError(await attend(after, staff.token, id, 'honoured'), 409, 'attendance_not_allowed');
    expect((await pointsOf(ctx, diner.session.user.id, 'booking_honoured')).filter((row) => row.referenceId === id)).toEqual([{ delta: 50, referenceId: id }]);
  });

  it('a no-show is recorded and earns nothing', async () => {
    const id = await insertBooking(ctx, diner.session.user.id, restaurant.id, startsAt);
    expect((await attend(after, staff.token, id, 'no_show')).json.status).toBe('no_show');
    expect((await pointsOf(ctx, diner.session.user.id, 'booking_honoured')).some((row) => row.referenceId === id)).toBe(false);
  });

  it('refuses attendance before the start, or for a booking that is not confirmed: 409', async () => {
    const upcoming = await insertBooking(ctx, diner.session.user.id, restaurant.id, startsAt);
    expectError(await attend(appAt(ctx, new Date(Date.parse(startsAt) - 60_000)), staff.token, upcoming, 'honoured'), 409, 'attendance_not_allowed');
    expect(await statusOf(upcoming)).toBe('confirmed');
    const cancelled = await insertBooking(ctx, diner.session.user.id, restaurant.id, startsAt, 'cancelled');
    expectError(await attend(after, staff.token, cancelled, 'no_show'), 409, 'attendance_not_allowed');
  });

  it('only the restaurant’s own staff record attendance (403), an unknown booking is 404 and a bad outcome 400', async () => {
    const id = await insertBooking(ctx, diner.session.user.id, restaurant.id, startsAt);
    expectError(await attend(after, diner.token, id, 'honoured'), 403, 'forbidden');
    expectError(await attend(after, otherStaff.token, id, 'honoured'), 403, 'forbidden');
    expectError(await attend(after, undefined, id, 'honoured'), 401, 'unauthenticated');
    expect(await statusOf(id)).toBe('confirmed');
    expectError(await attend(after, staff.token, '00000000-0000-4000-8000-000000000000', 'honoured'), 404, 'not_found');
    expectError(await attend(after, staff.token, id, 'maybe'), 400, 'validation_failed');
  });
});
