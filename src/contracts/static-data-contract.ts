import { z } from 'zod';
import { MOBILE_MONEY_METHODS } from './payment-limits';

export const ZCity = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), countryId: z.number().int(), timeZone: z.string(), latitude: z.number(), longitude: z.number() });
export const ZCountry = z.object({ id: z.number().int(), code: z.string(), name: z.string(), dialCode: z.string(), currency: z.string() });
export const ZFoodCategory = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), imageUrl: z.string().nullable() });
export const ZMoneyChange = z.object({ from: z.string(), to: z.string(), rate: z.number(), symbol: z.string().nullable() });
export const ZFeedbackType = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

/** SPEC §3 static data: cities, foodCategories, moneyChanges, stripePublicKey, countries, feedbackTypes. */
export const ZStaticData = z.object({
  cities: z.array(ZCity),
  foodCategories: z.array(ZFoodCategory),
  moneyChanges: z.array(ZMoneyChange),
  stripePublicKey: z.string(),
  countries: z.array(ZCountry),
  feedbackTypes: z.array(ZFeedbackType),
  /** The wallets the configured mobile-money aggregator serves; absent or empty when mobile money is not configured. */
  mobileMoneyMethods: z.array(z.enum(MOBILE_MONEY_METHODS)).optional(),
});

export type TCity = z.infer<typeof ZCity>;
export type TCountry = z.infer<typeof ZCountry>;
export type TFoodCategory = z.infer<typeof ZFoodCategory>;
export type TMoneyChange = z.infer<typeof ZMoneyChange>;
export type TFeedbackType = z.infer<typeof ZFeedbackType>;
export type TStaticData = z.infer<typeof ZStaticData>;
