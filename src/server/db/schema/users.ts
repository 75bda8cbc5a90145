import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, varchar, integer, numeric } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns';
import { cities, countries } from './reference';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: varchar('phone', { length: 20 }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    avatarUrl: text('avatar_url'),
    countryId: integer('country_id').references(() => countries.id),
    cityId: integer('city_id').references(() => cities.id),
    identityProvider: varchar('identity_provider', { length: 20 }).notNull().default('password'),
    externalId: text('external_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_external_uq').on(t.identityProvider, t.externalId),
    index('users_country_idx').on(t.countryId),
    index('users_city_idx').on(t.cityId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const emailTokenPurpose = pgEnum('email_token_purpose', ['verify_email', 'reset_password', 'change_email']);

/** One-time tokens e-mailed to a user (verification, password reset); only their hash is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** change_email only: the address the link was sent to, which becomes the user's once it is opened. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  language: varchar('language', { length: 8 }).notNull().default('fr'),
  moneyId: varchar('money_id', { length: 3 }).notNull().default('XOF'),
  notifyApplication: boolean('notify_application').notNull().default(true),
  notifyNewsletter: boolean('notify_newsletter').notNull().default(true),
  notifySpecialOffers: boolean('notify_special_offers').notNull().default(true),
  lastNotificationViewedAt: timestamp('last_notification_viewed_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    district: text('district'),
    cityId: integer('city_id').notNull().references(() => cities.id),
    phone: varchar('phone', { length: 20 }),
    instructions: text('instructions'),
    /** What a rider looks for where streets have no numbers: "behind the Saint-Michel pharmacy, blue gate". */
    landmark: text('landmark'),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId), index('addresses_city_idx').on(t.cityId)],
);
