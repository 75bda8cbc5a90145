import type { ContentLocale } from '@/contracts/locale-contract';
import { ZReservationListQuery, type TReservation, type TReservationList, type TReservationListQuery } from '@/contracts/reservation-contract';
import type { Queryable } from '@/server/db/client';
import { notFound } from '@/server/http/app-error-factory';
import { findListedReservationRows, findOrdersOfReservations, findPartyReservationRows, type ReservationRow } from './reservation-read-repository';
import { toReservation } from './reservation-mapper';

async function withOrders(db: Queryable, rows: ReservationRow[], locale: ContentLocale, now: Date, viewerId: string): Promise<TReservation[]> {
  const { orders, lines } = await findOrdersOfReservations(db, rows.map((row) => row.id));
  return rows.map((row) => toReservation(row, orders.filter((order) => order.reservationId === row.id), lines, locale, now, viewerId));
}

/**
 * A reservation of its owner, or of a guest they invited who is coming (viewerRole says which);
 * anybody else gets the same 404 as for a missing one (no existence leak).
 */
export async function getReservation(db: Queryable, userId: string, id: string, locale: ContentLocale, now: Date): Promise<TReservation> {
  const rows = await findPartyReservationRows(db, userId, id);
  if (rows.length === 0) throw notFound('Reservation');
  const [reservation] = await withOrders(db, rows, locale, now, userId);
  return reservation;
}

/**
 * GET /reservations. An expired draft is an abandoned cart, not a booking: it is listed nowhere
 * (GET /reservations/{id} still answers it, status draft with its past expireDate).
 * upcoming = not cancelled and starting from now on, soonest first; past = not cancelled and
 * already started, latest first; cancelled = the cancelled ones alone, latest cancelled first.
 */
export async function listReservations(db: Queryable, userId: string, input: TReservationListQuery, locale: ContentLocale, now: Date): Promise<TReservationList> {
  const query = ZReservationListQuery.parse(input);
  const rows = await findListedReservationRows(db, userId, query.when, now, query.limit, query.offset);
  return { total: rows[0]?.total ?? 0, limit: query.limit, offset: query.offset, items: await withOrders(db, rows, locale, now, userId) };
}
