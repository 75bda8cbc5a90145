import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { cities, countries, feedbackTypes, foodCategories, moneyChanges, siteSettings } from '../schema';
import {
  categoryImageUrl, citiesData, countriesData, feedbackTypesData, foodCategoriesData, moneyChangesData, siteSettingsData,
} from './reference-data';

export interface ReferenceIds {
  countryIdByCode: Map<string, number>;
  cityIdBySlug: Map<string, number>;
  categoryIdBySlug: Map<string, number>;
  feedbackTypeIds: number[];
}

/** Inserts the reference rows that are missing (existing ones are kept) and returns their ids. */
export async function insertReferenceData(tx: Tx): Promise<ReferenceIds> {
  await tx.insert(countries).values([...countriesData]).onConflictDoNothing();
  const countryRows = await tx.select({ id: countries.id, code: countries.code }).from(countries);
  const countryIdByCode = new Map(countryRows.map((row) => [row.code, row.id]));

  await tx
    .insert(cities)
    .values(citiesData.map((city) => ({
      countryId: countryIdByCode.get(city.countryCode)!,
      slug: city.slug, name: city.name, timeZone: city.timeZone, latitude: city.latitude, longitude: city.longitude,
    })))
    .onConflictDoNothing();
  const cityRows = await tx.select({ id: cities.id, slug: cities.slug }).from(cities).where(inArray(cities.slug, citiesData.map((c) => c.slug)));

  await tx
    .insert(foodCategories)
    .values(foodCategoriesData.map((category, position) => ({ ...category, imageUrl: categoryImageUrl(category.slug), position })))
    .onConflictDoNothing();
  const categoryRows = await tx.select({ id: foodCategories.id, slug: foodCategories.slug }).from(foodCategories);

  await tx.insert(moneyChanges).values([...moneyChangesData]).onConflictDoNothing();
  await tx.insert(feedbackTypes).values([...feedbackTypesData]).onConflictDoNothing();
  const typeRows = await tx.select({ id: feedbackTypes.id }).from(feedbackTypes).orderBy(feedbackTypes.id);

  await tx
    .insert(siteSettings)
    .values({ ...siteSettingsData, isSeeded: false })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { name: sql`excluded.name`, descriptionFr: sql`excluded.description_fr`, descriptionEn: sql`excluded.description_en`, logoUrl: sql`excluded.logo_url` },
    });

  return {
    countryIdByCode,
    cityIdBySlug: new Map(cityRows.map((row) => [row.slug, row.id])),
    categoryIdBySlug: new Map(categoryRows.map((row) => [row.slug, row.id])),
    feedbackTypeIds: typeRows.map((row) => row.id),
  };
}
