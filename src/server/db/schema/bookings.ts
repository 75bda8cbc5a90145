import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, smallint, text, timestamp, uuid, varchar, check, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { dishes, events } from './catalogue';
import { restaurants, restaurantTables } from './restaurants';
import { addresses, users } from './users';
import { offers, userCoupons } from './rewards';
import { orderStatus, orderType } from './order-enums';

export const reservationStatus = pgEnum('reservation_status', ['draft', 'confirmed', 'cancelled', 'completed', 'no_show']);
export const deliveryStatus = pgEnum('delivery_status', ['pending', 'assigned', 'picked_up', 'delivered', 'failed']);
export const paymentStatus = pgEnum('payment_status', ['pending', 'authorized', 'paid', 'failed', 'refunded', 'cancelled']);

export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id').notNull().references(() => restaurants.id),
    eventId: integer('event_id').references(() => events.id),
    tableId: integer('table_id').references(() => restaurantTables.id),
    status: reservationStatus('status').notNull().default('draft'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    guests: smallint('guests').notNull(),
    occasion: varchar('occasion', { length: 32 }),
    specialRequest: text('special_request'),
    offerId: integer('offer_id').references(() => offers.id),
    /** A draft holds its seats and dishes until this instant, then simply stops counting. */
    expireDate: timestamp('expire_date', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reservations_user_idx').on(t.userId, t.startsAt),
    index('reservations_restaurant_idx').on(t.restaurantId, t.startsAt),
    index('reservations_table_idx').on(t.tableId, t.startsAt),
    index('reservations_event_idx').on(t.eventId),
    index('reservations_offer_idx').on(t.offerId),
    check('reservations_guests_ck', sql`${t.guests} >= 1`),
    check('reservations_time_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id').notNull().references(() => restaurants.id),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id),
    type: orderType('type').notNull(),
    status: orderStatus('status').notNull().default('draft'),
    special: text('special'),
    offerId: integer('offer_id').references(() => offers.id),
    userCouponId: uuid('user_coupon_id').references(() => userCoupons.id),
    subtotalAmount: integer('subtotal_amount').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    deliveryFeeAmount: integer('delivery_fee_amount').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The day whose dish stock this order draws on, in the restaurant's time zone. */
    serviceDate: varchar('service_date', { length: 10 }).notNull(),
    /** When the diner collects a take-away or receives a delivery (as soon as possible = placing + prep time). */
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    isAsap: boolean('is_asap').notNull().default(false),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_restaurant_idx').on(t.restaurantId, t.createdAt),
    index('orders_reservation_idx').on(t.reservationId),
    index('orders_event_idx').on(t.eventId),
    index('orders_offer_idx').on(t.offerId),
    index('orders_user_coupon_idx').on(t.userCouponId),
    check('orders_total_ck', sql`${t.totalAmount} >= 0`),
  ],
);

export interface OrderLineOption {
  groupId: number;
  optionId: number;
  name: string;
  priceAmount: number;
}

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    dishId: integer('dish_id').notNull().references(() => dishes.id),
    draftId: varchar('draft_id', { length: 64 }),
    quantity: smallint('quantity').notNull(),
    unitPriceAmount: integer('unit_price_amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    options: jsonb('options').$type<OrderLineOption[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_dish_idx').on(t.dishId),
    check('order_lines_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** Each step an order went through, with its time: what the diner's order page shows. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    reason: text('reason'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.at)],
);

/** Portions of a dish taken on one service day; the check constraint makes overselling impossible. */
export const dishDailyStock = pgTable(
  'dish_daily_stock',
  {
    dishId: integer('dish_id').notNull().references(() => dishes.id, { onDelete: 'cascade' }),
    serviceDate: varchar('service_date', { length: 10 }).notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    uniqueIndex('dish_daily_stock_pk').on(t.dishId, t.serviceDate),
    check('dish_daily_stock_ck', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
);

export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().unique().references(() => orders.id, { onDelete: 'cascade' }),
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    addressSnapshot: jsonb('address_snapshot').notNull(),
    status: deliveryStatus('status').notNull().default('pending'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    courierName: text('courier_name'),
    courierPhone: varchar('courier_phone', { length: 20 }),
    distanceMeters: integer('distance_meters'),
    createdAt: createdAt(),
  },
  (t) => [index('deliveries_address_idx').on(t.addressId)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerRef: text('provider_ref'),
    /**
     * Where the diner completes this payment at the provider (mobile money's counter), kept with the
     * reference: the provider gives it only once, and any app instance may be asked for it again.
     */
    nextUrl: text('next_url'),
    /**
     * While a request asks the provider to open this payment (no reference yet): until when the others
     * wait for it rather than open a second transaction. A request that died frees it at this time.
     */
    openingUntil: timestamp('opening_until', { withTimezone: true }),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull().unique(),
    /** How the diner pays (payment-limits.ts PAYMENT_METHODS): cash, card or a mobile-money wallet. */
    method: varchar('method', { length: 16 }).notNull().default('cash'),
    /** The provider's reason when the payment failed (never personal data). */
    failureReason: text('failure_reason'),
    /** Set when the receipt e-mail went out, so it goes out once. */
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    // One live payment per order: a double click, a second tab or a retry finds this one instead of adding another.
    uniqueIndex('payments_order_active_uq').on(t.orderId).where(sql`${t.status} in ('pending', 'authorized', 'paid')`),
    index('payments_order_idx').on(t.orderId),
    index('payments_reservation_idx').on(t.reservationId),
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef),
    check('payments_amount_ck', sql`${t.amount} >= 0`),
  ],
);

/** Every provider webhook event already applied: a replayed event is recognised by (provider, event_id) and ignored. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: varchar('provider', { length: 16 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_webhook_events_provider_event_uq').on(t.provider, t.eventId)],
);
