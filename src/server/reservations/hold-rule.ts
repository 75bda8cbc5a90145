import { and, eq, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { BuildAliasTable } from 'drizzle-orm/pg-core';
import { DRAFT_HOLD_MINUTES } from '@/contracts/reservation-limits';
import type { reservations } from '@/server/db/schema';

/** A draft holds its table and dishes for DRAFT_HOLD_MINUTES from its last change (its new expire_date). */
export const holdUntil = (now: Date) => new Date(now.getTime() + DRAFT_HOLD_MINUTES * 60_000);

/** The reservations table of the caller's query, or an alias of it (`alias(reservations, 'v')`). */
export type ReservationRef = Pick<BuildAliasTable<typeof reservations, string>, 'status' | 'expireDate'>;

/** A draft holds until its expire_date; one without any holds for good, so nothing is ever double-booked. */
export const isUnexpiredDraft = (v: ReservationRef, now: Date): SQL => and(eq(v.status, 'draft'), or(isNull(v.expireDate), gt(v.expireDate, now)))!;

/** The complement among drafts: an abandoned cart, which holds nothing and is listed nowhere. */
export const isExpiredDraft = (v: ReservationRef, now: Date): SQL => and(eq(v.status, 'draft'), isNotNull(v.expireDate), lte(v.expireDate, now))!;

/**
 * THE hold rule: a confirmed booking or an unexpired draft holds its table (or its event places);
 * an expired draft, a cancelled, completed or no-show booking does not. Every query that counts
 * taken seats calls this.
 */
export const holdsItsSeats = (v: ReservationRef, now: Date): SQL => or(eq(v.status, 'confirmed'), isUnexpiredDraft(v, now))!;

/** isExpiredDraft for a row already loaded (the reservation being changed). */
export const hasExpired = (row: { status: string; expireDate: Date | string | null }, now: Date) =>
  row.status === 'draft' && row.expireDate !== null && new Date(row.expireDate) <= now;
