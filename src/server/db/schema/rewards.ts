import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, uniqueIndex, pgTable, text, timestamp, uuid, varchar, check, smallint } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { restaurants } from './restaurants';
import { users } from './users';
import { orderType } from './order-enums';

export const discountKind = pgEnum('discount_kind', ['percent', 'amount']);
export const userCouponStatus = pgEnum('user_coupon_status', ['available', 'used', 'expired']);

export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 32 }).unique(),
    titleFr: text('title_fr').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    discountKind: discountKind('discount_kind').notNull(),
    /** Percent (1–100) or an amount in the currency's minor unit. */
    discountValue: integer('discount_value').notNull(),
    currency: varchar('currency', { length: 3 }),
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    maxRedemptions: integer('max_redemptions'),
    redemptionsCount: integer('redemptions_count').notNull().default(0),
    imageUrl: text('image_url'),
    /** The order types the offer applies to (BOOKING pre-orders, TAKE_AWAY, DELIVERY). */
    orderTypes: orderType('order_types').array().notNull().default(sql`'{BOOKING,TAKE_AWAY,DELIVERY}'::order_type[]`),
    oncePerDiner: boolean('once_per_diner').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('offers_restaurant_idx').on(t.restaurantId),
    index('offers_window_idx').on(t.startsAt, t.endsAt),
    check('offers_redemptions_ck', sql`${t.maxRedemptions} is null or ${t.redemptionsCount} <= ${t.maxRedemptions}`),
  ],
);

export const rewardCoupons = pgTable(
  'reward_coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    titleFr: text('title_fr').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    pointsCost: integer('points_cost').notNull(),
    discountKind: discountKind('discount_kind').notNull(),
    discountValue: integer('discount_value').notNull(),
    currency: varchar('currency', { length: 3 }),
    validDays: smallint('valid_days').notNull().default(30),
    stock: integer('stock'),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [index('reward_coupons_restaurant_idx').on(t.restaurantId), check('reward_coupons_stock_ck', sql`${t.stock} is null or ${t.stock} >= 0`)],
);

export const userCoupons = pgTable(
  'user_coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    rewardCouponId: integer('reward_coupon_id').notNull().references(() => rewardCoupons.id),
    code: varchar('code', { length: 32 }).notNull().unique(),
    status: userCouponStatus('status').notNull().default('available'),
    acquiredAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('user_coupons_user_idx').on(t.userId, t.status),
    index('user_coupons_reward_idx').on(t.rewardCouponId),
    // A diner holds one unused coupon of a reward at a time: a double press or a second tab cannot spend twice.
    uniqueIndex('user_coupons_one_available_uq').on(t.userId, t.rewardCouponId).where(sql`${t.status} = 'available'`),
  ],
);

/** Loyalty points ledger: the balance is the sum; rows are never updated. */
export const rewardPoints = pgTable(
  'reward_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: varchar('reason', { length: 32 }).notNull(),
    referenceId: text('reference_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reward_points_user_idx').on(t.userId),
    // Points for one completed order or honoured booking are earned once, however often the step is replayed.
    uniqueIndex('reward_points_reference_uq').on(t.userId, t.reason, t.referenceId),
  ],
);

/** Each use of an offer: the overall cap counts these under the offer's row lock; one per diner when the offer says so. */
export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: integer('offer_id').notNull().references(() => offers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id'),
    reservationId: uuid('reservation_id'),
    createdAt: createdAt(),
  },
  (t) => [index('offer_redemptions_offer_user_idx').on(t.offerId, t.userId), uniqueIndex('offer_redemptions_order_uq').on(t.orderId)],
);

export const adverts = pgTable(
  'adverts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    titleFr: text('title_fr').notNull(),
    titleEn: text('title_en').notNull(),
    bodyFr: text('body_fr').notNull(),
    bodyEn: text('body_en').notNull(),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    position: smallint('position').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('adverts_restaurant_idx').on(t.restaurantId), index('adverts_window_idx').on(t.startsAt, t.endsAt)],
);
