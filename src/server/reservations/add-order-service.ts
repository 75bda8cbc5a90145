import type { TAddOrderRequest, TReservation } from '@/contracts/reservation-contract';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { AppDeps } from '@/server/http/app-env';
import { conflict, notFound } from '@/server/http/app-error-factory';
import { reservePortions } from '@/server/dish-stock/dish-stock-service';
import { resolveOrderLines } from './order-lines';
import { insertOrderWithLines } from './order-repository';
import { lockReservationOfParty } from './reservation-repository';
import { sendBookingMail } from './reservation-mail-service';
import { getReservation } from './reservation-query-service';
import { publishBookingChange } from './booking-live-events';

/**
 * POST /reservations/addOrder/{id}: dishes added to a confirmed, upcoming booking as a new placed
 * order — by its diner, or by a guest who is coming (the order is theirs); its portions are taken on
 * the dish counters in the same transaction (409 dish_sold_out). The diner gets the change mail
 * with every order and the new total.
 */
export async function addOrder(deps: AppDeps, userId: string, id: string, input: TAddOrderRequest, locale: ContentLocale): Promise<TReservation> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const reservation = await lockReservationOfParty(tx, id, userId);
    if (!reservation) throw notFound('Reservation');
    if (reservation.status !== 'confirmed' || new Date(reservation.startsAt) <= now) {
      throw conflict('reservation_not_changeable', 'Dishes can be added to a confirmed booking that has not started yet');
    }
    const scope = { restaurantId: reservation.restaurantId, eventId: reservation.eventId, serviceDate: reservation.serviceDate };
    const { lines, needs, subtotalAmount } = await resolveOrderLines(tx, input.dishes, scope, locale);
    await reservePortions(tx, needs, now, { excludeReservationId: null, take: true });
    await insertOrderWithLines(
      tx,
      { userId, restaurantId: reservation.restaurantId, reservationId: reservation.id, eventId: reservation.eventId, status: 'placed', special: input.special ?? null, offerId: null, subtotalAmount, discountAmount: 0, currency: reservation.currency, serviceDate: reservation.serviceDate },
      lines,
    );
  });
  await sendBookingMail(deps, userId, id, 'change');
  await publishBookingChange(deps, id);
  return getReservation(deps.db, userId, id, locale, now);
}
