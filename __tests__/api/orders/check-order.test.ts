/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../support/test-app';
import { expectError, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { instantOf, plainDish } from '../reservations/booking-fixtures';
import {
  checkOrder, clockAt, delivery, insertAddress, line, nextDate, prepareOrderRestaurant, problemCodes, takeAway, type OrderRestaurant,
} from './order-fixtures';

describe('checkOrder: the server validates a take-away or delivery order and reports every problem (§5 validation, §7 POST /reservation/order/checkOrder)', () => {
  let ctx: TestContext;
  let douala: OrderRestaurant;
  let dakar: OrderRestaurant;
  let diner: SignedUpUser;
  let other: SignedUpUser;
  let noon: TestContext;
  let dish: { id: number; priceAmount: number };

  beforeAll(async () => {
    ctx = await createTestContext();
    douala = await prepareOrderRestaurant(ctx, 'Africa/Douala', 0);
    dakar = await prepareOrderRestaurant(ctx, 'Africa/Dakar', 1);
    diner = await signUpUser(ctx);
    other = await signUpUser(ctx);
    dish = await plainDish(ctx, douala.id, null);
    noon = await clockAt(ctx, douala, '12:00');
  }, 60_000);
  afterAll(() => ctx.close());

  it('refuses without a session (401) before reading the body', async () => {
    expectError(await checkOrder(ctx, undefined, {}), 401, 'unauthenticated');
  });

  it('answers a malformed order with 400 in the error format', async () => {
    const res = await checkOrder(ctx, diner.token, { restaurantId: douala.id, type: 'BOOKING', dishes: [], timing: { mode: 'asap' } });
    expectError(res, 400, 'validation_failed');
  });

  it('§3 TAKE_AWAY: prices the lines on the server and answers ok with the ready time (now + prep, rounded up to 5 min)', async () => {
    const res = await checkOrder(noon, diner.token, takeAway(douala, [line(dish.id, 2)]));
    expect(res.status).toBe(200);
    expect(res.json.ok).toBe(true);
    expect(res.json.problems).toEqual([]);
    expect(res.json.readyAt).toBe(await instantOf(ctx, douala.date, '12:30', douala.timeZone));
    expect(res.json.currency).toBe(douala.currency);
    expect(res.json.lines).toEqual([expect.objectContaining({ dishId: dish.id, quantity: 2, unitPrice: { amount: dish.priceAmount, currency: douala.currency } })]);
    expect(res.json.totals).toEqual({
      subtotal: { amount: dish.priceAmount * 2, currency: douala.currency },
      discount: { amount: 0, currency: douala.currency },
      deliveryFee: { amount: 0, currency: douala.currency },
      total: { amount: dish.priceAmount * 2, currency: douala.currency },
    });
  });

  it('reports an unknown restaurant: restaurant_not_found', async () => {
    const res = await checkOrder(noon, diner.token, { ...takeAway(douala, [line(dish.id)]), restaurantId: 2_000_000 });
    expect(res.status).toBe(200);
    expect(problemCodes(res)).toEqual(['restaurant_not_found']);
  });

  it('reports an order type the restaurant does not offer: order_type_not_offered', async () => {
    await ctx.database.db.execute(sql`update restaurants set offers_take_away = false where id = ${douala.id}`);
    try {
      expect(problemCodes(await checkOrder(noon, diner.token, takeAway(douala, [line(dish.id)])))).toEqual(['order_type_not_offered']);
    } finally {
      await ctx.database.db.execute(sql`update restaurants set offers_take_away = true where id = ${douala.id}`);
    }
  });

  it('reports a dish of another restaurant or one not available: dish_not_offered', async () => {
    const unavailable = await plainDish(ctx, douala.id, null, 1);
    await ctx.database.db.execute(sql`update dishes set is_available = false where id = ${unavailable.id}`);
    const res = await checkOrder(noon, diner.token, takeAway(douala, [line(dish.id), line(douala.otherDishId), line(unavailable.id)]));
    expect(problemCodes(res)).toEqual(['dish_not_offered', 'dish_not_offered']);
    expect(res.json.lines.map((found: { dishId: number }) => found.dishId)).toEqual([dish.id]);
    await ctx.database.db.execute(sql`update dishes set is_available = true where id = ${unavailable.id}`);
  });

  it('reports options that are not the dish’s own: option_invalid', async () => {
    const res = await checkOrder(noon, diner.token, takeAway(douala, [{ ...line(dish.id), collections: { '999999': [1] } }]));
    expect(problemCodes(res)).toEqual(['option_invalid']);
  });

  it('reports more portions than the service day has left: dish_sold_out, with what remains', async () => {
    const limited = await plainDish(ctx, douala.id, 2, 2);
    const res = await checkOrder(noon, diner.token, takeAway(douala, [line(limited.id, 3)]));
    expect(res.json.problems).toEqual([expect.objectContaining({ code: 'dish_sold_out', details: { dishId: limited.id, remaining: 2, requested: 3 } })]);
    expect(problemCodes(await checkOrder(noon, diner.token, takeAway(douala, [line(limited.id, 2)])))).toEqual([]);
  });

  it('counts stock on the local date of the ready time in the restaurant’s zone, not the UTC date', async () => {
    const limited = await plainDish(ctx, douala.id, 1, 3);
    // 00:30 in Douala (UTC+1) is still 23:30 the day before in UTC: that UTC day is sold out, the local one is not.
    const next = nextDate(douala.date);
    await ctx.database.db.execute(sql`insert into dish_daily_stock (dish_id, service_date, capacity, taken) values (${limited.id}, ${douala.date}, 1, 1)`);
    const at = await instantOf(ctx, next, '00:30', douala.timeZone);
    const res = await checkOrder(noon, diner.token, takeAway(douala, [line(limited.id)], { timing: { mode: 'scheduled', at } }));
    expect(problemCodes(res)).toEqual([]);
    const sameDay = await instantOf(ctx, douala.date, '23:30', douala.timeZone);
    expect(problemCodes(await checkOrder(noon, diner.token, takeAway(douala, [line(limited.id)], { timing: { mode: 'scheduled', at: sameDay } })))).toEqual(['dish_sold_out']);
  });

  describe('timing, in the restaurant’s own time zone', () => {
    const at = async (restaurant: OrderRestaurant, time: string, date = restaurant.date) => ({ mode: 'scheduled', at: await instantOf(ctx, date, time, restaurant.timeZone) });

    it('refuses a time already past: time_in_past', async () => {
      expect(problemCodes(await checkOrder(noon, diner.token, takeAway(douala, [line(dish.id)], { timing: await at(douala, '11:30') })))).toEqual(['time_in_past']);
    });

    it('refuses a time within the prep time: time_too_soon', async () => {
      expect(problemCodes(await checkOrder(noon, diner.token, takeAway(douala, [line(dish.id)], { timing: await at(douala, '12:20') })))).toEqual(['time_too_soon']);
    });

    it('refuses a time beyond the days an order may be scheduled ahead: time_too_far', async () => {
      const far = new Date(Date.parse((await at(douala, '12:00')).at) + 8 * 86_400_000).toISOString();
      expect(problemCodes(await checkOrder(noon, diner.token, takeAway(douala, [line(dish.id)], { timing: { mode: 'scheduled', at: far } })))).toEqual(['time_too_far']);
    });

    it('refuses a time outside the opening hours: restaurant_closed', async () => {
      expect(problemCodes(await checkOrder(noon, diner.token, takeAway(douala, [line(dish.id)], { timing: await at(douala, '16:00') })))).toEqual(['restaurant_closed']);
    });

    it('accepts a time in a period running past midnight, and refuses one after it closes', async () => {
      const next = nextDate(douala.date);
      expect(problemCodes(await checkOrder(noon, diner.token, takeAway(douala, [line(dish.id)], { timing: await at(douala, '00:45', next) })))).toEqual([]);
      expect(problemCodes(await checkOrder(noon, diner.token, takeAway(douala, [line(dish.id)], { timing: await at(douala, '01:30', next) })))).toEqual(['restaurant_closed']);
    });

    it('refuses as soon as possible when the kitchen would finish after closing', async () => {
      const late = await clockAt(ctx, douala, '14:40');
      expect(problemCodes(await checkOrder(late, diner.token, takeAway(douala, [line(dish.id)])))).toEqual(['restaurant_closed']);
    });

    it('reads one instant on each restaurant’s wall clock: 10:30 UTC is 11:30 open in Douala (UTC+1), 10:30 closed in Dakar (UTC+0)', async () => {
      const dakarDish = await plainDish(ctx, dakar.id, null);
      const instant = `${douala.date}T10:30:00.000Z`;
      const early = await clockAt(ctx, douala, '08:00');
      const timing = { mode: 'scheduled', at: instant };
      expect(problemCodes(await checkOrder(early, diner.token, takeAway(douala, [line(dish.id)], { timing })))).toEqual([]);
      expect(problemCodes(await checkOrder(early, diner.token, takeAway(dakar, [line(dakarDish.id)], { timing })))).toEqual(['restaurant_closed']);
    });
  });

  describe('§3 DELIVERY: the diner’s own address, on the map, inside the zone', () => {
    it('requires an address: address_required', async () => {
      expect(problemCodes(await checkOrder(noon, diner.token, delivery(douala, [line(dish.id)], null)))).toEqual(['address_required']);
    });

    it('treats another diner’s address as unknown: address_not_found', async () => {
      const theirs = await insertAddress(ctx, other.session.user.id, douala, 500);
      expect(problemCodes(await checkOrder(noon, diner.token, delivery(douala, [line(dish.id)], theirs)))).toEqual(['address_not_found']);
    });

    it('needs the address pinned on the map: address_without_position', async () => {
      const unpinned = await insertAddress(ctx, diner.session.user.id, douala, null);
      expect(problemCodes(await checkOrder(noon, diner.token, delivery(douala, [line(dish.id)], unpinned)))).toEqual(['address_without_position']);
    });

    it.each([
      [1990, 500],
      [2010, 1500],
      [4990, 1500],
    ])('charges the band’s fee %i m away (%i)', async (meters, fee) => {
      const addressId = await insertAddress(ctx, diner.session.user.id, douala, meters);
      const res = await checkOrder(noon, diner.token, delivery(douala, [line(dish.id)], addressId));
      expect(res.json.problems).toEqual([]);
      expect(res.json.delivery).toEqual({ addressId, distanceMeters: meters, radiusMeters: 5000, fee: { amount: fee, currency: douala.currency } });
      expect(res.json.totals.deliveryFee).toEqual({ amount: fee, currency: douala.currency });
      expect(res.json.totals.total.amount).toBe(dish.priceAmount + fee);
    });

    it('refuses an address just beyond the radius: address_out_of_zone with the distance and the radius', async () => {
      const addressId = await insertAddress(ctx, diner.session.user.id, douala, 5010);
      const res = await checkOrder(noon, diner.token, delivery(douala, [line(dish.id)], addressId));
      expect(res.json.problems).toEqual([expect.objectContaining({ code: 'address_out_of_zone', details: { distanceMeters: 5010, radiusMeters: 5000 } })]);
      expect(res.json.delivery).toBeNull();
    });

    it('refuses delivery anywhere when the restaurant has no fee bands', async () => {
      await ctx.database.db.execute(sql`update restaurants set delivery_fee_bands = '[]'::jsonb where id = ${dakar.id}`);
      const dakarDish = await plainDish(ctx, dakar.id, null);
      const addressId = await insertAddress(ctx, diner.session.user.id, dakar, 100);
      const res = await checkOrder(await clockAt(ctx, dakar, '12:00'), diner.token, delivery(dakar, [line(dakarDish.id)], addressId));
      expect(res.json.problems).toEqual([expect.objectContaining({ code: 'address_out_of_zone', details: { distanceMeters: 100, radiusMeters: 0 } })]);
    });
  });

  it('reports an unknown offer: offer_not_found', async () => {
    expect(problemCodes(await checkOrder(noon, diner.token, takeAway(douala, [line(dish.id)], { offerId: 999_999 })))).toEqual(['offer_not_found']);
  });

  it('collects every problem at once instead of stopping at the first', async () => {
    const res = await checkOrder(noon, diner.token, delivery(douala, [line(dish.id), line(douala.otherDishId)], null, { timing: { mode: 'scheduled', at: await instantOf(ctx, douala.date, '16:00', douala.timeZone) } }));
    expect(res.json.ok).toBe(false);
    expect(problemCodes(res)).toEqual(['address_required', 'dish_not_offered', 'restaurant_closed']);
    expect(res.json.readyAt).toBeNull();
  });

  it('refuses a price, a total or a currency sent by the client (400) and never uses them', async () => {
    for (const tampered of [
      { ...takeAway(douala, [line(dish.id)]), total: { amount: 1, currency: 'XOF' } },
      { ...takeAway(douala, [line(dish.id)]), currency: 'EUR' },
      takeAway(douala, [{ ...line(dish.id), price: 1 }]),
    ]) {
      expectError(await checkOrder(noon, diner.token, tampered), 400, 'validation_failed');
    }
  });
});
