import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar, check } from 'drizzle-orm/pg-core';
import { createdAt, searchWordsOf, updatedAt } from './columns';
import { foodCategories } from './reference';
import { restaurants } from './restaurants';

export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id').notNull().references(() => restaurants.id, { onDelete: 'cascade' }),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionFr: text('description_fr'),
    descriptionEn: text('description_en'),
    /** A set menu (a "bundle") has a fixed price; an à-la-carte menu has none. */
    isSetMenu: boolean('is_set_menu').notNull().default(false),
    priceAmount: integer('price_amount'),
    currency: varchar('currency', { length: 3 }).notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('menus_restaurant_idx').on(t.restaurantId), index('menus_set_menu_idx').on(t.restaurantId).where(sql`${t.isSetMenu}`)],
);

export const dishes = pgTable(
  'dishes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id').notNull().references(() => restaurants.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id').references(() => menus.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => foodCategories.id),
    name: text('name').notNull(),
    descriptionFr: text('description_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    course: varchar('course', { length: 16 }).notNull(),
    priceAmount: integer('price_amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Portions per service day; null means unlimited. */
    dailyStock: integer('daily_stock'),
    imageUrl: text('image_url'),
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    dietaryTags: text('dietary_tags').array().notNull().default(sql`'{}'::text[]`),
    isAvailable: boolean('is_available').notNull().default(true),
    searchText: text('search_text').notNull().default(''),
    searchWords: text('search_words').array().notNull().generatedAlwaysAs(searchWordsOf('search_text')),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('dishes_restaurant_idx').on(t.restaurantId),
    index('dishes_search_words_idx').using('gin', t.searchWords),
    index('dishes_menu_idx').on(t.menuId),
    index('dishes_category_idx').on(t.categoryId),
    index('dishes_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('dishes_price_ck', sql`${t.priceAmount} >= 0`),
  ],
);

/** SPEC §3 "collections": groups of options on a dish (sides, cooking, extras). */
export const dishOptionGroups = pgTable(
  'dish_option_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    dishId: integer('dish_id').notNull().references(() => dishes.id, { onDelete: 'cascade' }),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    minSelect: smallint('min_select').notNull().default(0),
    maxSelect: smallint('max_select').notNull().default(1),
  },
  (t) => [index('dish_option_groups_dish_idx').on(t.dishId)],
);

export const dishOptions = pgTable(
  'dish_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id').notNull().references(() => dishOptionGroups.id, { onDelete: 'cascade' }),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    priceAmount: integer('price_amount').notNull().default(0),
  },
  (t) => [index('dish_options_group_idx').on(t.groupId)],
);

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id').notNull().references(() => restaurants.id, { onDelete: 'cascade' }),
    titleFr: text('title_fr').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    priceAmount: integer('price_amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_restaurant_idx').on(t.restaurantId, t.startsAt),
    index('events_starts_idx').on(t.startsAt),
    check('events_time_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const eventMenus = pgTable(
  'event_menus',
  {
    eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id').notNull().references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.menuId] }), index('event_menus_menu_idx').on(t.menuId)],
);

export const eventDishes = pgTable(
  'event_dishes',
  {
    eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
    dishId: integer('dish_id').notNull().references(() => dishes.id, { onDelete: 'cascade' }),
    stock: integer('stock'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.dishId] }), index('event_dishes_dish_idx').on(t.dishId)],
);
