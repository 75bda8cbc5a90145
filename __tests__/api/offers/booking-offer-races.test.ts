/** @jest-environment node */
import { createTestContext, type TestContext } from '../support/test-app';
import { RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { describeRace } from '../support/concurrency';
import { create, dishLine, draft, instantOf, patch, plainDish, prepareRestaurant, type BookingRestaurant } from '../reservations/booking-fixtures';
import { statuses } from '../social/social-fixtures';
import { insertOffer, offerCount } from './offer-fixtures';

const ZONE = 'Africa/Abidjan';
const TIMES = ['12:00', '14:00', '16:00', '18:00', '20:00'];

describeRace('an offer’s last uses are never taken twice by bookings confirmed at once', () => {
  let ctx: TestContext;
  let restaurant: BookingRestaurant;
  let diners: SignedUpUser[];

  beforeAll(async () => {
    ctx = await createTestContext(RELAXED_RATE_LIMIT);
    restaurant = await prepareRestaurant(ctx, ZONE);
    diners = [];
    for (let i = 0; i < TIMES.length; i += 1) diners.push(await signUpUser(ctx));
  }, 120_000);
  afterAll(() => ctx.close());

  it('5 drafts with the offer confirmed at once with 2 uses left: 2 confirmed, 3 × 409 offer_exhausted', async () => {
    const offerId = await insertOffer(ctx, { maxRedemptions: 10, redemptionsCount: 8 });
    const dish = await plainDish(ctx, restaurant.id, null);
    const ids: string[] = [];
    for (const [i, time] of TIMES.entries()) {
      const created = await create(ctx, diners[i].token, { restaurantId: restaurant.id, startsAt: await instantOf(ctx, restaurant.date, time, ZONE), guests: 2 });
      expect(created.status).toBe(201);
      expect((await draft(ctx, diners[i].token, { reservationId: created.json.id, offerId, dishes: [dishLine(dish.id, 2)] })).status).toBe(200);
      ids.push(created.json.id);
    }
    const results = await Promise.all(ids.map((id, i) => patch(ctx, diners[i].token, id, { status: 'confirmed' })));
    expect(statuses(results)).toEqual({ 200: 2, 409: 3 });
    expect(results.filter((res) => res.status === 409).every((res) => res.json.error.code === 'offer_exhausted')).toBe(true);
    expect(await offerCount(ctx, offerId)).toEqual({ count: 10, redemptions: 2 });
  }, 60_000);
});
