import { boolean, index, integer, numeric, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  nameFr: text('name_fr').notNull(),
  nameEn: text('name_en').notNull(),
  dialCode: varchar('dial_code', { length: 6 }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    countryId: integer('country_id').notNull().references(() => countries.id),
    slug: varchar('slug', { length: 64 }).notNull().unique(),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
  },
  (t) => [index('cities_country_idx').on(t.countryId)],
);

export const foodCategories = pgTable('food_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  nameFr: text('name_fr').notNull(),
  nameEn: text('name_en').notNull(),
  imageUrl: text('image_url'),
  position: smallint('position').notNull().default(0),
});

/** Rates to convert a price shown in one currency into another: 1 `from` = `rate` `to`. */
export const moneyChanges = pgTable(
  'money_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fromCurrency: varchar('from_currency', { length: 3 }).notNull(),
    toCurrency: varchar('to_currency', { length: 3 }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    symbol: text('symbol'),
  },
  (t) => [uniqueIndex('money_changes_pair_uq').on(t.fromCurrency, t.toCurrency)],
);

export const feedbackTypes = pgTable('feedback_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  nameFr: text('name_fr').notNull(),
  nameEn: text('name_en').notNull(),
});

/** A single row (id 1): what the site calls itself and its defaults. */
export const siteSettings = pgTable('site_settings', {
  id: smallint('id').primaryKey().default(1),
  name: text('name').notNull(),
  descriptionFr: text('description_fr').notNull(),
  descriptionEn: text('description_en').notNull(),
  logoUrl: text('logo_url').notNull(),
  defaultLanguage: varchar('default_language', { length: 8 }).notNull().default('fr'),
  defaultCurrency: varchar('default_currency', { length: 3 }).notNull().default('XOF'),
  managerSiteUrl: text('manager_site_url'),
  isSeeded: boolean('is_seeded').notNull().default(false),
});
