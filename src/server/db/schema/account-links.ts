import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** A sign-in identity from an outside provider (Firebase: google.com, phone) linked to one of our accounts. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 40 }).notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_identities_subject_uq').on(t.provider, t.subject), index('user_identities_user_idx').on(t.userId)],
);

export const phoneVerificationPurpose = pgEnum('phone_verification_purpose', ['verify_phone', 'link_phone']);

/** A 6-digit code texted to a phone number; only its hash is kept. One open code per user and purpose. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: phoneVerificationPurpose('purpose').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('phone_verifications_user_purpose_uq').on(t.userId, t.purpose)],
);

/** A browser's Web Push subscription (endpoint and its keys), for booking reminders and order steps. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/** A diner's customer record at a payment provider (Stripe), where their saved cards live. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_customers_user_provider_uq').on(t.userId, t.provider)],
);

/** Keys the app generates for itself once and shares between its instances (the default Web Push VAPID pair). */
export const appKeys = pgTable('app_keys', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
