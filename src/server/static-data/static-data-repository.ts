import { asc } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { cities, countries, feedbackTypes, foodCategories, moneyChanges } from '@/server/db/schema';

export const listCities = (db: Queryable) =>
  db
    .select({ id: cities.id, slug: cities.slug, name: cities.name, countryId: cities.countryId, timeZone: cities.timeZone, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .orderBy(asc(cities.name));

export const listCountries = (db: Queryable) =>
  db
    .select({ id: countries.id, code: countries.code, nameFr: countries.nameFr, nameEn: countries.nameEn, dialCode: countries.dialCode, currency: countries.currency })
    .from(countries)
    .orderBy(asc(countries.nameFr));

export const listFoodCategories = (db: Queryable) =>
  db
    .select({ id: foodCategories.id, slug: foodCategories.slug, nameFr: foodCategories.nameFr, nameEn: foodCategories.nameEn, imageUrl: foodCategories.imageUrl })
    .from(foodCategories)
    .orderBy(asc(foodCategories.position), asc(foodCategories.id));

export const listMoneyChanges = (db: Queryable) =>
  db
    .select({ from: moneyChanges.fromCurrency, to: moneyChanges.toCurrency, rate: moneyChanges.rate, symbol: moneyChanges.symbol })
    .from(moneyChanges)
    .orderBy(asc(moneyChanges.fromCurrency), asc(moneyChanges.toCurrency));

export const listFeedbackTypes = (db: Queryable) =>
  db.select({ id: feedbackTypes.id, slug: feedbackTypes.slug, nameFr: feedbackTypes.nameFr, nameEn: feedbackTypes.nameEn }).from(feedbackTypes).orderBy(asc(feedbackTypes.id));
