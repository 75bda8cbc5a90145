import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, staffEmailFor } from '@/server/db/seed/demo-accounts';
import { call, type TestContext } from '../support/test-app';
import type { SignedUpUser } from '../accounts/account-fixtures';
import { rows } from '../reservations/booking-fixtures';

/** The seeded manager account of a restaurant (staffEmailFor its slug), signed in with the demo password. */
export async function logInStaff(ctx: TestContext, restaurantId: number): Promise<SignedUpUser> {
  const [restaurant] = await rows<{ slug: string }>(ctx, sql`select slug from restaurants where id = ${restaurantId}`);
  const email = staffEmailFor(restaurant.slug);
  const res = await call(ctx, 'POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } });
  if (res.status !== 200) throw new Error(`staff login failed: ${res.status} ${res.text}`);
  return { email, password: DEMO_PASSWORD, token: res.json.token, session: res.json };
}

export const moveOrder = (ctx: TestContext, token: string | undefined, orderId: string, body: unknown) => call(ctx, 'POST', `/api/manager/orders/${orderId}/status`, { token, body });

export const pointsOf = (ctx: TestContext, userId: string, reason: string) =>
  rows<{ delta: number; referenceId: string }>(ctx, sql`select delta, reference_id as "referenceId" from reward_points where user_id = ${userId}::uuid and reason = ${reason}`);

/** A booking of `userId` at the restaurant starting at `startsAt`, straight in the table. */
export async function insertBooking(ctx: TestContext, userId: string, restaurantId: number, startsAt: string, status = 'confirmed'): Promise<string> {
  const [row] = await rows<{ id: string }>(ctx, sql`insert into reservations (user_id, restaurant_id, status, starts_at, ends_at, guests, expire_date)
    values (${userId}::uuid, ${restaurantId}, ${status}, ${startsAt}::timestamptz, ${startsAt}::timestamptz + interval '2 hours', 2,
      ${status === 'draft' ? sql`${startsAt}::timestamptz` : null}) returning id`);
  return row.id;
}
