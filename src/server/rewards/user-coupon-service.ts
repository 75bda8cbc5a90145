import type { ContentLocale } from '@/contracts/locale-contract';
import type { TPointsLedger, TUserCoupon, TUserCouponList } from '@/contracts/reward-contract';
import type { Queryable } from '@/server/db/client';
import { notFound } from '@/server/http/app-error-factory';
import { toPointsEntry, toUserCoupon } from './reward-mapper';
import { balanceOf, findLedgerEntries } from './reward-repository';
import { findOwnUserCoupon, findUserCoupons } from './user-coupon-repository';

/** The ledger shows the newest entries; the balance counts every one. */
export const MAX_LEDGER_ENTRIES = 200;

export async function getPointsLedger(db: Queryable, userId: string): Promise<TPointsLedger> {
  const [balance, entries] = await Promise.all([balanceOf(db, userId), findLedgerEntries(db, userId, MAX_LEDGER_ENTRIES)]);
  return { balance, entries: entries.map(toPointsEntry) };
}

export async function listUserCoupons(db: Queryable, userId: string, locale: ContentLocale, now: Date): Promise<TUserCouponList> {
  return { items: (await findUserCoupons(db, userId)).map((row) => toUserCoupon(row, locale, now)) };
}

export async function getUserCoupon(db: Queryable, userId: string, couponId: string, locale: ContentLocale, now: Date): Promise<TUserCoupon> {
  const row = await findOwnUserCoupon(db, userId, couponId);
  if (!row) throw notFound('Coupon');
  return toUserCoupon(row, locale, now);
}
