import { sql } from 'drizzle-orm';
import {
  boolean, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, varchar, check,
} from 'drizzle-orm/pg-core';
import { createdAt, fieldWordsOf, int4multirange, searchWordsOf, updatedAt } from './columns';
import { cities, countries, foodCategories } from './reference';

/** Opening hours of one weekday (0 = Sunday), local wall-clock "HH:MM"; close may pass midnight. */
export interface OpeningPeriod {
  day: number;
  opens: string;
  closes: string;
}

/** Delivery fee for addresses up to `upToMeters` away (straight line); the last band is the radius. */
export interface DeliveryFeeBand {
  upToMeters: number;
  feeAmount: number;
}

export const restaurants = pgTable(
  'restaurants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    name: text('name').notNull(),
    descriptionFr: text('description_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    cuisine: text('cuisine').notNull(),
    cityId: integer('city_id').notNull().references(() => cities.id),
    countryId: integer('country_id').notNull().references(() => countries.id),
    address: text('address').notNull(),
    district: text('district'),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    phone: varchar('phone', { length: 20 }),
    email: text('email'),
    timeZone: text('time_zone').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    priceLevel: smallint('price_level').notNull(),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    offersBooking: boolean('offers_booking').notNull().default(true),
    offersTakeAway: boolean('offers_take_away').notNull().default(false),
    offersDelivery: boolean('offers_delivery').notNull().default(false),
    dietaryTags: text('dietary_tags').array().notNull().default(sql`'{}'::text[]`),
    openingHours: jsonb('opening_hours').$type<OpeningPeriod[]>().notNull(),
    slotMinutes: smallint('slot_minutes').notNull().default(30),
    tableTurnMinutes: smallint('table_turn_minutes').notNull().default(120),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(60),
    maxDaysAhead: smallint('max_days_ahead').notNull().default(60),
    freeCancellationHours: smallint('free_cancellation_hours').notNull().default(4),
    deliveryFeeAmount: integer('delivery_fee_amount').notNull().default(0),
    /** Fee by distance band, nearest first; empty = no delivery zone set (delivery refused). */
    deliveryFeeBands: jsonb('delivery_fee_bands').$type<DeliveryFeeBand[]>().notNull().default(sql`'[]'::jsonb`),
    /** How long the kitchen needs for a take-away or delivery order: "as soon as possible" is now + this. */
    prepMinutes: smallint('prep_minutes').notNull().default(30),
    /** Which payment providers this restaurant takes (payment-limits.ts PAYMENT_PROVIDERS); a provider must also be configured. */
    acceptedPaymentProviders: text('accepted_payment_providers').array().notNull().default(sql`'{on_site,stripe,mobile_money}'::text[]`),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Lower-cased, accent-free name, cuisine, city and dish names: what search matches against. */
    searchText: text('search_text').notNull().default(''),
    /** search_text split into words: a restaurant matches a typed word through these (search/restaurant-word-index.ts). */
    searchWords: text('search_words').array().notNull().generatedAlwaysAs(searchWordsOf('search_text')),
    /**
     * The words of the name, cuisine and district alone, folded by PostgreSQL itself: relevance
     * ranks a word found there above one found only in the dishes (search/search-relevance.ts).
     */
    nameWords: text('name_words').array().notNull().generatedAlwaysAs(fieldWordsOf('name')),
    cuisineWords: text('cuisine_words').array().notNull().generatedAlwaysAs(fieldWordsOf('cuisine')),
    districtWords: text('district_words').array().notNull().generatedAlwaysAs(fieldWordsOf('district')),
    /**
     * opening_hours as minutes of the local week (0 = Sunday 00:00, 10080 = the next Sunday), with
     * periods past midnight carried into the next day and wrapped at the week's end: "open at local
     * time T" is then one `@>` test, kept in step with opening_hours by PostgreSQL itself.
     */
    weeklyOpenMinutes: int4multirange('weekly_open_minutes').notNull().generatedAlwaysAs(sql`tablee_weekly_open_minutes(opening_hours)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('restaurants_city_idx').on(t.cityId),
    index('restaurants_country_idx').on(t.countryId),
    index('restaurants_featured_idx').on(t.isFeatured, t.ratingAverage),
    index('restaurants_rating_idx').on(t.ratingAverage),
    index('restaurants_price_idx').on(t.priceLevel),
    index('restaurants_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('restaurants_search_words_idx').using('gin', t.searchWords),
    // The text search reads the word columns into its in-process index: these GIN indexes serve ad-hoc queries only.
    index('restaurants_name_words_idx').using('gin', t.nameWords),
    index('restaurants_cuisine_words_idx').using('gin', t.cuisineWords),
    index('restaurants_district_words_idx').using('gin', t.districtWords),
    index('restaurants_dietary_tags_idx').using('gin', t.dietaryTags),
    index('restaurants_city_rating_idx').on(t.cityId, t.ratingAverage),
    // Nearest-first by KNN (`<->`) on a plain point: built into PostgreSQL, so PGlite has it too.
    index('restaurants_location_gist_idx').using('gist', sql`point(${t.longitude}::float8, ${t.latitude}::float8)`),
    check('restaurants_price_level_ck', sql`${t.priceLevel} between 1 and 4`),
  ],
);

export const restaurantImages = pgTable(
  'restaurant_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id').notNull().references(() => restaurants.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    altFr: text('alt_fr').notNull(),
    altEn: text('alt_en').notNull(),
    /** Display order; SPEC §3: a missing order counts as 0. */
    order: smallint('order'),
  },
  (t) => [index('restaurant_images_restaurant_idx').on(t.restaurantId)],
);

export const restaurantCategories = pgTable(
  'restaurant_categories',
  {
    restaurantId: integer('restaurant_id').notNull().references(() => restaurants.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull().references(() => foodCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.categoryId] }), index('restaurant_categories_category_idx').on(t.categoryId)],
);

export const restaurantTables = pgTable(
  'restaurant_tables',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id').notNull().references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    area: text('area'),
    seats: smallint('seats').notNull(),
    minParty: smallint('min_party').notNull().default(1),
    maxParty: smallint('max_party').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('restaurant_tables_restaurant_idx').on(t.restaurantId, t.maxParty),
    index('restaurant_tables_fit_idx').on(t.restaurantId, t.minParty, t.maxParty, t.isActive, t.seats, t.id),
    check('restaurant_tables_party_ck', sql`${t.minParty} >= 1 and ${t.minParty} <= ${t.maxParty}`),
  ],
);
