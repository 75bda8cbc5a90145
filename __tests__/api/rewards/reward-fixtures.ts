import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestContext } from '../support/test-app';
import { call } from '../support/test-app';
import { rows } from '../reservations/booking-fixtures';

/** Credits points as a completed order would (each grant its own reference). */
export async function grantPoints(ctx: TestContext, userId: string, points: number) {
  await ctx.database.db.execute(sql`insert into reward_points (user_id, delta, reason, reference_id) values (${userId}::uuid, ${points}, 'order_completed', ${randomUUID()})`);
}

export const redeem = (ctx: TestContext, token: string | undefined, rewardId: number) => call(ctx, 'POST', `/api/reward-coupons/${rewardId}/redeem`, { token });

export async function ledgerOf(ctx: TestContext, userId: string) {
  return rows<{ delta: number; reason: string; referenceId: string | null }>(
    ctx,
    sql`select delta, reason, reference_id as "referenceId" from reward_points where user_id = ${userId}::uuid order by created_at, id`,
  );
}

export async function stockOf(ctx: TestContext, rewardId: number) {
  const [row] = await rows<{ stock: number | null }>(ctx, sql`select stock from reward_coupons where id = ${rewardId}`);
  return row.stock;
}
