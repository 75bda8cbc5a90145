import type { TDraftOrderRequest, TDraftOrderResult } from '@/contracts/reservation-contract';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { Tx } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { badRequest, conflict, notFound } from '@/server/http/app-error-factory';
import { reservePortions } from '@/server/dish-stock/dish-stock-service';
import { quoteBookingDiscount } from './booking-discount';
import { hasExpired, holdUntil } from './hold-rule';
import { resolveOrderLines } from './order-lines';
import { deleteDraftOrders, insertOrderWithLines } from './order-repository';
import { lockOwnReservation, updateReservation, type LockedReservation } from './reservation-repository';
import { getReservation } from './reservation-query-service';
import { holdExpired, secureSeats } from './seat-hold';

/** An expired draft gets its seats back if they are still free; otherwise 409 reservation_expired. */
export async function reholdIfExpired(tx: Tx, reservation: LockedReservation, now: Date) {
  if (!hasExpired(reservation, now)) return reservation.tableId;
  const request = { restaurantId: reservation.restaurantId, eventId: reservation.eventId, startsAt: new Date(reservation.startsAt), guests: reservation.guests, self: reservation };
  return secureSeats(tx, request, now, holdExpired);
}

async function saveDraft(tx: Tx, deps: AppDeps, userId: string, input: TDraftOrderRequest, locale: ContentLocale) {
  const now = deps.now();
  const reservation = await lockOwnReservation(tx, input.reservationId, userId);
  if (!reservation) throw notFound('Reservation');
  if (reservation.status !== 'draft') throw conflict('reservation_not_changeable', 'Only a draft takes a pre-order; add dishes to a confirmed booking with addOrder');
  if (input.eventId && input.eventId !== reservation.eventId) throw badRequest('validation_failed', 'eventId does not match the reservation');
  const scope = { restaurantId: reservation.restaurantId, eventId: reservation.eventId, serviceDate: reservation.serviceDate };
  const { lines, needs, subtotalAmount } = await resolveOrderLines(tx, input.dishes, scope, locale);
  const tableId = await reholdIfExpired(tx, reservation, now);
  await reservePortions(tx, needs, now, { excludeReservationId: reservation.id, take: false });
  await deleteDraftOrders(tx, reservation.id);
  const offerId = input.offerId === undefined ? reservation.offerId : input.offerId;
  const discountAmount = offerId === null ? 0 : await quoteBookingDiscount(tx, reservation, { userId, offerId, subtotalAmount, now, locale });
  if (lines.length) {
    await insertOrderWithLines(
      tx,
      { userId, restaurantId: reservation.restaurantId, reservationId: reservation.id, eventId: reservation.eventId, status: 'draft', special: input.special ?? null, offerId, subtotalAmount, discountAmount, currency: reservation.currency, serviceDate: reservation.serviceDate },
      lines,
    );
  }
  // The cart's note stays on the order: the booking's own specialRequest is edited through PATCH.
  await updateReservation(tx, reservation.id, { tableId, offerId, expireDate: holdUntil(now) });
}

/**
 * POST /reservations/draft: replaces the draft's one BOOKING order (SPEC §3 payload) and holds its
 * dishes until the new expireDate, under the dish counters' locks: 409 dish_sold_out when other
 * orders and unexpired drafts leave too few portions. An offerId discounts the pre-order (422 with
 * the offer problem's code when it cannot apply); its use is taken when the draft is confirmed.
 */
export async function saveDraftOrder(deps: AppDeps, userId: string, input: TDraftOrderRequest, locale: ContentLocale): Promise<TDraftOrderResult> {
  await deps.db.transaction((tx) => saveDraft(tx, deps, userId, input, locale));
  return { reservation: await getReservation(deps.db, userId, input.reservationId, locale, deps.now()) };
}
