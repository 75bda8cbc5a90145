import { z } from 'zod';
import { ZIntId, ZMoney } from './common-contract';
import { ORDER_TYPES } from './reservation-limits';

export const ZDiscountRule = z.object({
  kind: z.enum(['percent', 'amount']),
  value: z.number().int().describe('Percent (1–100), or an amount in the currency’s minor unit'),
  currency: z.string().nullable().describe('For an amount; null for a percent'),
});

/** A running offer (SPEC §3 "offers"): site-wide when restaurantId is null. */
export const ZOffer = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  discount: ZDiscountRule,
  minOrder: ZMoney.nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  restaurant: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  orderTypes: z.array(z.enum(ORDER_TYPES)),
  oncePerDiner: z.boolean(),
  remaining: z.number().int().nullable().describe('Uses left overall; null = no cap'),
  usedByMe: z.boolean().describe('False for a visitor'),
  imageUrl: z.string().nullable(),
});

/** GET /offers: running offers, for one restaurant (its own and the site-wide ones) or all. */
export const ZOfferListQuery = z
  .object({
    restaurantId: ZIntId.optional(),
    type: z.enum(ORDER_TYPES).optional(),
    lang: z.enum(['fr', 'en']).optional(),
  })
  .strict();

export const ZOfferList = z.object({ items: z.array(ZOffer) });

export type TDiscountRule = z.infer<typeof ZDiscountRule>;
export type TOffer = z.infer<typeof ZOffer>;
export type TOfferListQuery = z.input<typeof ZOfferListQuery>;
export type TOfferList = z.infer<typeof ZOfferList>;
