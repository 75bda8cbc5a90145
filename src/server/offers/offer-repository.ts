import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { offerRedemptions, offers, restaurants } from '@/server/db/schema';

export interface OfferFilter {
  now: Date;
  restaurantId?: number;
  type?: 'BOOKING' | 'TAKE_AWAY' | 'DELIVERY';
}

export type OfferListRow = Awaited<ReturnType<typeof findRunningOffers>>[number];

/** The one rule for "an offer a diner can still use": running now (starts ≤ now < ends) with uses left. */
export const offerIsAvailable = (now: Date) =>
  and(lte(offers.startsAt, now), gt(offers.endsAt, now), or(isNull(offers.maxRedemptions), sql`${offers.redemptionsCount} < ${offers.maxRedemptions}`));

/** For one restaurant: its own offers and the site-wide ones; ending soonest first. */
export async function findRunningOffers(db: Queryable, filter: OfferFilter) {
  return db
    .select({
      id: offers.id,
      code: offers.code,
      titleFr: offers.titleFr,
      titleEn: offers.titleEn,
      descriptionFr: offers.descriptionFr,
      descriptionEn: offers.descriptionEn,
      discountKind: offers.discountKind,
      discountValue: offers.discountValue,
      currency: offers.currency,
      minOrderAmount: offers.minOrderAmount,
      startsAt: offers.startsAt,
      endsAt: offers.endsAt,
      maxRedemptions: offers.maxRedemptions,
      redemptionsCount: offers.redemptionsCount,
      orderTypes: offers.orderTypes,
      oncePerDiner: offers.oncePerDiner,
      imageUrl: offers.imageUrl,
      restaurantId: offers.restaurantId,
      restaurantName: restaurants.name,
      restaurantCurrency: restaurants.currency,
    })
    .from(offers)
    .leftJoin(restaurants, eq(restaurants.id, offers.restaurantId))
    .where(
      and(
        offerIsAvailable(filter.now),
        filter.restaurantId === undefined ? undefined : or(isNull(offers.restaurantId), eq(offers.restaurantId, filter.restaurantId)),
        filter.type === undefined ? undefined : sql`${offers.orderTypes} @> array[${filter.type}]::order_type[]`,
      ),
    )
    .orderBy(asc(offers.endsAt), asc(offers.id));
}

/** The offers among `offerIds` the diner has already redeemed. */
export async function findOffersUsedBy(db: Queryable, userId: string, offerIds: number[]): Promise<Set<number>> {
  if (!offerIds.length) return new Set();
  const rows = await db
    .selectDistinct({ offerId: offerRedemptions.offerId })
    .from(offerRedemptions)
    .where(and(eq(offerRedemptions.userId, userId), inArray(offerRedemptions.offerId, offerIds)));
  return new Set(rows.map((row) => row.offerId));
}
