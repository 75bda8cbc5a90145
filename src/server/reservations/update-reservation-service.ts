import type { TReservation, TUpdateReservationRequest } from '@/contracts/reservation-contract';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { Tx } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { badRequest, notFound } from '@/server/http/app-error-factory';
import { releasePortions, reservePortions } from '@/server/dish-stock/dish-stock-service';
import { releaseBookingDiscount, redeemBookingDiscount } from './booking-discount';
import { checkEventBooking, checkTableBooking } from './booking-window';
import { reholdIfExpired } from './draft-order-service';
import { hasExpired, holdUntil } from './hold-rule';
import { findOrderNeeds, setOrdersServiceDate, setOrdersStatus } from './order-repository';
import { lockOwnReservation, updateReservation, type LockedReservation, type ReservationPatch } from './reservation-repository';
import { getReservation } from './reservation-query-service';
import { assertChangeable } from './reservation-policy';
import type { BookingMailKind } from './mail/booking-mail-copy';
import { sendBookingMail } from './reservation-mail-service';
import { holdExpired, secureSeats, slotTaken } from './seat-hold';
import { publishBookingChange } from './booking-live-events';
import { settleCancelledReservationPayments } from '@/server/payments/payment-refund-service';
import { notifyBookingConfirmed } from '@/server/notifications/notify-producers';

async function cancel(tx: Tx, reservation: LockedReservation, now: Date) {
  await releasePortions(tx, await findOrderNeeds(tx, reservation.id, 'placed'));
  await releaseBookingDiscount(tx, reservation.id);
  await setOrdersStatus(tx, reservation.id, ['draft', 'placed'], 'cancelled');
  await updateReservation(tx, reservation.id, { status: 'cancelled', cancelledAt: now, expireDate: null });
}

/** A new time or party: the same checks as a new booking, a table found under the lock, placed dishes moved to the new day. */
async function move(tx: Tx, reservation: LockedReservation, input: TUpdateReservationRequest, now: Date): Promise<ReservationPatch> {
  const startsAt = input.startsAt ? new Date(input.startsAt) : new Date(reservation.startsAt);
  const guests = input.guests ?? reservation.guests;
  const request = { restaurantId: reservation.restaurantId, eventId: reservation.eventId, startsAt, guests, self: reservation };
  if (reservation.eventId !== null) {
    await checkEventBooking(tx, reservation.restaurantId, reservation.eventId, input.startsAt ? startsAt : null, now);
    await secureSeats(tx, request, now, slotTaken);
    return { guests };
  }
  const context = await checkTableBooking(tx, reservation.restaurantId, startsAt, guests, now);
  const tableId = await secureSeats(tx, request, now, slotTaken);
  if (context.serviceDate !== reservation.serviceDate) {
    const placed = await findOrderNeeds(tx, reservation.id, 'placed');
    await releasePortions(tx, placed);
    await setOrdersServiceDate(tx, reservation.id, context.serviceDate);
    await reservePortions(tx, await findOrderNeeds(tx, reservation.id, 'placed'), now, { excludeReservationId: reservation.id, take: true });
  }
  const hold = reservation.status === 'draft' ? { expireDate: holdUntil(now) } : {};
  return { startsAt, endsAt: new Date(startsAt.getTime() + context.tableTurnMinutes * 60_000), guests, tableId, ...hold };
}

/** Confirms a draft: its seats, dishes and offer are checked again under the locks, then taken for good. */
async function confirm(tx: Tx, reservation: LockedReservation, userId: string, moved: boolean, now: Date): Promise<ReservationPatch> {
  const tableId = moved ? undefined : await reholdOrRecheck(tx, reservation, now);
  await reservePortions(tx, await findOrderNeeds(tx, reservation.id, 'draft'), now, { excludeReservationId: reservation.id, take: true });
  await redeemBookingDiscount(tx, reservation, userId, now);
  await setOrdersStatus(tx, reservation.id, ['draft'], 'placed');
  return { status: 'confirmed', expireDate: null, ...(tableId === undefined ? {} : { tableId }) };
}

async function reholdOrRecheck(tx: Tx, reservation: LockedReservation, now: Date) {
  if (hasExpired(reservation, now)) return reholdIfExpired(tx, reservation, now);
  const request = { restaurantId: reservation.restaurantId, eventId: reservation.eventId, startsAt: new Date(reservation.startsAt), guests: reservation.guests, self: reservation };
  return secureSeats(tx, request, now, holdExpired);
}

/** Applies the update under the row lock; answers the mail it calls for: none for a draft, which the diner was never sent. */
async function applyUpdate(tx: Tx, deps: AppDeps, userId: string, id: string, input: TUpdateReservationRequest): Promise<BookingMailKind | null> {
  const now = deps.now();
  const reservation = await lockOwnReservation(tx, id, userId);
  if (!reservation) throw notFound('Reservation');
  const alreadyConfirmed = input.status === 'confirmed' && reservation.status === 'confirmed' && Object.keys(input).length === 1;
  if (alreadyConfirmed) return null;
  assertChangeable(reservation, now);
  const wasConfirmed = reservation.status === 'confirmed';
  if (input.status === 'cancelled') {
    await cancel(tx, reservation, now);
    return wasConfirmed ? 'cancellation' : null;
  }
  const isMove = input.startsAt !== undefined || input.guests !== undefined;
  const patch: ReservationPatch = isMove ? await move(tx, reservation, input, now) : {};
  if (input.occasion !== undefined) patch.occasion = input.occasion;
  if (input.specialRequest !== undefined) patch.specialRequest = input.specialRequest;
  const confirming = input.status === 'confirmed' && reservation.status === 'draft';
  if (confirming) Object.assign(patch, await confirm(tx, reservation, userId, isMove, now));
  await updateReservation(tx, reservation.id, patch);
  return confirming ? 'confirmation' : wasConfirmed ? 'change' : null;
}

/**
 * PATCH /reservations/{id}: confirm a draft, move it (time or party), change its note, or cancel,
 * within the restaurant's policy (reservation-policy.ts). Confirming, and changing or cancelling a
 * confirmed booking, e-mail the diner the booking as it now stands.
 */
export async function updateReservationOf(deps: AppDeps, userId: string, id: string, input: TUpdateReservationRequest, locale: ContentLocale): Promise<TReservation> {
  if (input.status === 'cancelled' && Object.keys(input).length > 1) throw badRequest('validation_failed', 'A cancellation changes nothing else');
  const mail = await deps.db.transaction((tx) => applyUpdate(tx, deps, userId, id, input));
  if (input.status === 'cancelled') await settleCancelledReservationPayments(deps, id);
  if (mail) await sendBookingMail(deps, userId, id, mail);
  if (mail === 'confirmation') await notifyBookingConfirmed(deps, id);
  await publishBookingChange(deps, id);
  return getReservation(deps.db, userId, id, locale, deps.now());
}
