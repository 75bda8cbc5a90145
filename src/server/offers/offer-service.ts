import { localized, type ContentLocale } from '@/contracts/locale-contract';
import type { TOffer, TOfferList } from '@/contracts/offer-contract';
import { DEFAULT_MONEY_ID } from '@/contracts/account-contract';
import type { Queryable } from '@/server/db/client';
import { findOffersUsedBy, findRunningOffers, type OfferFilter, type OfferListRow } from './offer-repository';

function toOffer(row: OfferListRow, locale: ContentLocale, usedByMe: boolean): TOffer {
  // A percent offer has no currency of its own: its minimum is in the restaurant's (or the site's).
  const minCurrency = row.currency ?? row.restaurantCurrency ?? DEFAULT_MONEY_ID;
  return {
    id: row.id,
    code: row.code,
    title: localized(locale, row.titleFr, row.titleEn),
    description: localized(locale, row.descriptionFr, row.descriptionEn),
    discount: { kind: row.discountKind, value: row.discountValue, currency: row.currency },
    minOrder: row.minOrderAmount > 0 ? { amount: row.minOrderAmount, currency: minCurrency } : null,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    restaurant: row.restaurantId !== null && row.restaurantName !== null ? { id: row.restaurantId, name: row.restaurantName } : null,
    orderTypes: row.orderTypes,
    oncePerDiner: row.oncePerDiner,
    remaining: row.maxRedemptions === null ? null : Math.max(row.maxRedemptions - row.redemptionsCount, 0),
    usedByMe,
    imageUrl: row.imageUrl,
  };
}

/** GET /offers: the offers running now with uses left; `usedByMe` only means something to a signed-in diner. */
export async function listOffers(db: Queryable, filter: OfferFilter, userId: string | null, locale: ContentLocale): Promise<TOfferList> {
  const rows = await findRunningOffers(db, filter);
  const used = userId ? await findOffersUsedBy(db, userId, rows.map((row) => row.id)) : new Set<number>();
  return { items: rows.map((row) => toOffer(row, locale, used.has(row.id))) };
}
