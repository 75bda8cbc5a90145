import { sql } from 'drizzle-orm';
import { call, type TestContext } from '../support/test-app';
import { appAt, instantOf, localDateIn, rows } from '../reservations/booking-fixtures';

/** Lunch 11:00–15:00 and an evening running past midnight, 18:00–01:00, every day. */
export const LUNCH_AND_LATE = [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
  { day, opens: '11:00', closes: '15:00' },
  { day, opens: '18:00', closes: '01:00' },
]);
export const ORIGIN = { latitude: 4.05, longitude: 9.7 };
export const BANDS = [
  { upToMeters: 2000, feeAmount: 500 },
  { upToMeters: 5000, feeAmount: 1500 },
];
/** Metres per degree of latitude on the Earth radius the server's haversine uses. */
const METERS_PER_DEGREE = (6_371_000 * Math.PI) / 180;

export interface OrderRestaurant {
  id: number;
  cityId: number;
  currency: string;
  timeZone: string;
  /** A local date two days ahead: the tests' "today" (see clockAt). */
  date: string;
  otherDishId: number;
}

/**
 * The `skip`-th restaurant set up for ordering: take-away and delivery offered, 30 min prep,
 * LUNCH_AND_LATE hours in `timeZone`, at ORIGIN with BANDS.
 */
export async function prepareOrderRestaurant(ctx: TestContext, timeZone: string, skip = 0): Promise<OrderRestaurant> {
  const [restaurant] = await rows<{ id: number; cityId: number; currency: string }>(ctx, sql`select id, city_id as "cityId", currency from restaurants order by id offset ${skip} limit 1`);
  await ctx.database.db.execute(sql`update restaurants set opening_hours = ${JSON.stringify(LUNCH_AND_LATE)}::jsonb, time_zone = ${timeZone}, prep_minutes = 30,
    offers_take_away = true, offers_delivery = true, latitude = ${ORIGIN.latitude}, longitude = ${ORIGIN.longitude}, delivery_fee_bands = ${JSON.stringify(BANDS)}::jsonb
    where id = ${restaurant.id}`);
  const [other] = await rows<{ id: number }>(ctx, sql`select id from dishes where restaurant_id <> ${restaurant.id} order by id limit 1`);
  return { ...restaurant, timeZone, date: localDateIn(timeZone, 2), otherDishId: other.id };
}

/** The app with its clock frozen at a local wall-clock time of the restaurant's test date (or `date`). */
export async function clockAt(ctx: TestContext, restaurant: OrderRestaurant, time: string, date = restaurant.date): Promise<TestContext> {
  return appAt(ctx, await instantOf(ctx, date, time, restaurant.timeZone));
}

export const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** An address of the diner `metersNorth` due north of ORIGIN (null: not pinned on the map). */
export async function insertAddress(ctx: TestContext, userId: string, restaurant: OrderRestaurant, metersNorth: number | null): Promise<string> {
  const latitude = metersNorth === null ? null : Number((ORIGIN.latitude + metersNorth / METERS_PER_DEGREE).toFixed(6));
  const longitude = metersNorth === null ? null : ORIGIN.longitude;
  const [row] = await rows<{ id: string }>(ctx, sql`insert into addresses (user_id, label, line1, city_id, landmark, phone, latitude, longitude)
    values (${userId}::uuid, 'Maison', 'Rue des Palmiers', ${restaurant.cityId}, 'Derrière la pharmacie, portail bleu', '+237690000000', ${latitude}, ${longitude}) returning id`);
  return row.id;
}

export const line = (dishId: number, count = 1, draftId = `line-${dishId}`) => ({ draftId, dishId, count, collections: {} });

export const takeAway = (restaurant: OrderRestaurant, dishes: unknown[], extra: Record<string, unknown> = {}) => ({
  restaurantId: restaurant.id, type: 'TAKE_AWAY', dishes, timing: { mode: 'asap' }, ...extra,
});

export const delivery = (restaurant: OrderRestaurant, dishes: unknown[], addressId: string | null, extra: Record<string, unknown> = {}) => ({
  restaurantId: restaurant.id, type: 'DELIVERY', dishes, timing: { mode: 'asap' }, addressId, ...extra,
});

export const checkOrder = (ctx: TestContext, token: string | undefined, body: unknown) => call(ctx, 'POST', '/api/reservation/order/checkOrder', { token, body });
export const createOrder = (ctx: TestContext, token: string | undefined, body: unknown) => call(ctx, 'POST', '/api/reservation/order', { token, body });
export const getOrder = (ctx: TestContext, token: string | undefined, id: string) => call(ctx, 'GET', `/api/reservation/order/${id}`, { token });
export const patchOrder = (ctx: TestContext, token: string | undefined, id: string, body: unknown) => call(ctx, 'PATCH', `/api/reservation/order/${id}`, { token, body });
export const placeOrder = (ctx: TestContext, token: string | undefined, id: string) => call(ctx, 'POST', `/api/reservation/order/${id}/place`, { token });
export const cancelOrder = (ctx: TestContext, token: string | undefined, id: string, body?: unknown) => call(ctx, 'POST', `/api/reservation/order/${id}/cancel`, { token, body });

export const problemCodes = (res: { json: { problems?: { code: string }[] } }) => (res.json.problems ?? []).map((found) => found.code).sort();

/** A placed take-away order of one dish, created and placed at `ctx`'s clock. */
export async function placedOrder(ctx: TestContext, token: string, body: unknown): Promise<string> {
  const created = await createOrder(ctx, token, body);
  if (created.status !== 201) throw new Error(`order failed: ${created.status} ${created.text}`);
  const placed = await placeOrder(ctx, token, created.json.id);
  if (placed.status !== 200) throw new Error(`placing failed: ${placed.status} ${placed.text}`);
  return created.json.id as string;
}

export async function takenOf(ctx: TestContext, dishId: number, serviceDate: string): Promise<number> {
  const [row] = await rows<{ taken: number }>(ctx, sql`select taken from dish_daily_stock where dish_id = ${dishId} and service_date = ${serviceDate}`);
  return row?.taken ?? 0;
}
