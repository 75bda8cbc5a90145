import { localized, type ContentLocale } from '@/contracts/locale-contract';
import type { TStaticData } from '@/contracts/static-data-contract';
import type { Queryable } from '@/server/db/client';
import { listCities, listCountries, listFeedbackTypes, listFoodCategories, listMoneyChanges } from './static-data-repository';

/** SPEC §3 static data; the Stripe public key is empty unless Stripe is configured, and the wallets listed only when mobile money is. */
export async function getStaticData(db: Queryable, locale: ContentLocale, paymentOffer: Pick<TStaticData, 'stripePublicKey' | 'mobileMoneyMethods'>): Promise<TStaticData> {
  const [cities, countries, categories, moneyChanges, feedbackTypes] = await Promise.all([
    listCities(db),
    listCountries(db),
    listFoodCategories(db),
    listMoneyChanges(db),
    listFeedbackTypes(db),
  ]);
  return {
    cities,
    countries: countries.map(({ nameFr, nameEn, ...rest }) => ({ ...rest, name: localized(locale, nameFr, nameEn) })),
    foodCategories: categories.map(({ nameFr, nameEn, ...rest }) => ({ ...rest, name: localized(locale, nameFr, nameEn) })),
    moneyChanges,
    feedbackTypes: feedbackTypes.map(({ nameFr, nameEn, ...rest }) => ({ ...rest, name: localized(locale, nameFr, nameEn) })),
    ...paymentOffer,
  };
}
