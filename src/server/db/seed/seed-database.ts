import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { siteSettings } from '../schema';
import { insertEvents, insertHelpQuestions, insertOffersAndRewards } from './insert-extras';
import { insertDemoAccounts } from './insert-demo-accounts';
import { insertReferenceData } from './insert-reference';
import { insertRestaurants } from './insert-restaurants';
import { insertReviews } from './insert-reviews';
import { insertStaffAccounts } from './insert-staff-accounts';
import { citiesData } from './reference-data';
import { planRestaurant, type RestaurantPlan } from './restaurant-plan';
import { restaurantsByCity } from './restaurants-data';

export interface SeedOptions {
  /** The instant events, offers and reviews are placed around (default: the current time). */
  now?: Date;
}

/** An arbitrary constant: concurrent seeders queue on it instead of inserting twice. */
const SEED_LOCK_KEY = 73_019_842;

/**
 * Fills an empty database with the demo data, in one transaction. Idempotent: once
 * `site_settings.is_seeded` is true it does nothing and answers `{ seeded: false }`.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  if (await isSeeded(db)) return { seeded: false };
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isSeeded(tx)) return { seeded: false };
    const ids = await insertReferenceData(tx);
    const inserted = await insertRestaurants(tx, planDemoRestaurants(), ids);
    await insertEvents(tx, inserted, now);
    await insertOffersAndRewards(tx, inserted, now);
    await insertHelpQuestions(tx);
    await insertReviews(tx, inserted, ids, now);
    await insertDemoAccounts(tx, ids, now);
    await insertStaffAccounts(tx, inserted, now);
    await tx.update(siteSettings).set({ isSeeded: true }).where(eq(siteSettings.id, 1));
    return { seeded: true };
  });
}

async function isSeeded(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ isSeeded: siteSettings.isSeeded }).from(siteSettings).where(eq(siteSettings.id, 1));
  return rows[0]?.isSeeded ?? false;
}

/** The 42 demo restaurants with their dishes, menus, images and tables, computed without the database. */
export function planDemoRestaurants(): RestaurantPlan[] {
  let index = 0;
  return restaurantsByCity.flatMap(({ city: citySlug, restaurants }) => {
    const city = citiesData.find((c) => c.slug === citySlug)!;
    return restaurants.map((data) => planRestaurant(data, city, city.countryCode, index++));
  });
}
