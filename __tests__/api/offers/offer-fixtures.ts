import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DiscountScope } from '@/server/offers/discount-engine';
import type { TestContext } from '../support/test-app';
import { rows } from '../reservations/booking-fixtures';

const DAY = 86_400_000;

export interface OfferOverrides {
  code?: string | null;
  restaurantId?: number | null;
  discountKind?: 'percent' | 'amount';
  discountValue?: number;
  currency?: string | null;
  minOrderAmount?: number;
  startsAt?: Date;
  endsAt?: Date;
  maxRedemptions?: number | null;
  redemptionsCount?: number;
  orderTypes?: string[];
  oncePerDiner?: boolean;
}

/** A running, site-wide 10 % offer for every order type, once per diner, no cap, unless told otherwise. */
export async function insertOffer(ctx: TestContext, overrides: OfferOverrides = {}): Promise<number> {
  const o = {
    code: null,
    restaurantId: null,
    discountKind: 'percent',
    discountValue: 10,
    currency: null,
    minOrderAmount: 0,
    startsAt: new Date(Date.now() - DAY),
    endsAt: new Date(Date.now() + DAY),
    maxRedemptions: null,
    redemptionsCount: 0,
    orderTypes: ['BOOKING', 'TAKE_AWAY', 'DELIVERY'],
    oncePerDiner: true,
    ...overrides,
  };
  const [row] = await rows<{ id: number }>(
    ctx,
    sql`insert into offers (code, restaurant_id, title_fr, title_en, description_fr, description_en, discount_kind, discount_value, currency, min_order_amount,
        starts_at, ends_at, max_redemptions, redemptions_count, order_types, once_per_diner)
      values (${o.code}, ${o.restaurantId}, 'Offre test', 'Test offer', 'Une offre de test', 'A test offer', ${o.discountKind}, ${o.discountValue}, ${o.currency}, ${o.minOrderAmount},
        ${o.startsAt.toISOString()}::timestamptz, ${o.endsAt.toISOString()}::timestamptz, ${o.maxRedemptions}, ${o.redemptionsCount}, ${`{${o.orderTypes.join(',')}}`}::order_type[], ${o.oncePerDiner})
      returning id`,
  );
  return row.id;
}

/** Diners straight in the table: engine tests need ids, not sessions. */
export async function insertDiners(ctx: TestContext, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, () => `engine.${randomUUID()}@example.ci`);
  const inserted = await rows<{ id: string }>(ctx, sql`insert into users (email) select unnest(${`{${emails.join(',')}}`}::text[]) returning id`);
  return inserted.map((row) => row.id);
}

/** A seeded restaurant priced in XOF. */
export async function xofRestaurant(ctx: TestContext, skip = 0): Promise<number> {
  const [row] = await rows<{ id: number }>(ctx, sql`select id from restaurants where currency = 'XOF' order by id offset ${skip} limit 1`);
  return row.id;
}

export interface RewardOverrides {
  restaurantId?: number | null;
  pointsCost?: number;
  discountKind?: 'percent' | 'amount';
  discountValue?: number;
  currency?: string | null;
  validDays?: number;
  stock?: number | null;
}

/** A site-wide reward: 500 points for 1 000 XOF off, 30 days, unlimited stock unless told otherwise. */
export async function insertReward(ctx: TestContext, overrides: RewardOverrides = {}): Promise<number> {
  const r = { restaurantId: null, pointsCost: 500, discountKind: 'amount', discountValue: 1000, currency: 'XOF', validDays: 30, stock: null, ...overrides };
  const [row] = await rows<{ id: number }>(
    ctx,
    sql`insert into reward_coupons (restaurant_id, title_fr, title_en, description_fr, description_en, points_cost, discount_kind, discount_value, currency, valid_days, stock)
      values (${r.restaurantId}, 'Bon test', 'Test reward', 'Un bon de test', 'A test reward', ${r.pointsCost}, ${r.discountKind}, ${r.discountValue}, ${r.currency}, ${r.validDays}, ${r.stock})
      returning id`,
  );
  return row.id;
}

/** A personal coupon as redeeming would issue it (available for 30 days unless told otherwise). */
export async function insertUserCoupon(ctx: TestContext, userId: string, rewardId: number, options: { status?: 'available' | 'used' | 'expired'; expiresAt?: Date; code?: string } = {}) {
  const code = options.code ?? `TST-${randomUUID().slice(0, 8).toUpperCase()}`;
  const expiresAt = options.expiresAt ?? new Date(Date.now() + 30 * DAY);
  const [row] = await rows<{ id: string }>(
    ctx,
    sql`insert into user_coupons (user_id, reward_coupon_id, code, status, expires_at, used_at)
      values (${userId}::uuid, ${rewardId}, ${code}, ${options.status ?? 'available'}, ${expiresAt.toISOString()}::timestamptz, ${options.status === 'used' ? sql`now()` : null})
      returning id`,
  );
  return { id: row.id, code };
}

export const scopeFor = (userId: string, restaurantId: number, overrides: Partial<DiscountScope> = {}): DiscountScope => ({
  userId,
  restaurantId,
  orderType: 'TAKE_AWAY',
  subtotalAmount: 20_000,
  currency: 'XOF',
  offerId: null,
  couponCode: null,
  now: new Date(),
  locale: 'fr',
  ...overrides,
});

export async function offerCount(ctx: TestContext, offerId: number) {
  const [row] = await rows<{ count: number; redemptions: number }>(
    ctx,
    sql`select o.redemptions_count as count, (select count(*)::int from offer_redemptions r where r.offer_id = o.id) as redemptions from offers o where o.id = ${offerId}`,
  );
  return row;
}

export const DAY_MS = DAY;
