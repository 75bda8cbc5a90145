import { type TCreateReservationRequest, type TReservation } from '@/contracts/reservation-contract';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { AppDeps } from '@/server/http/app-env';
import { checkEventBooking, checkTableBooking } from './booking-window';
import { holdUntil } from './hold-rule';
import { insertReservation } from './reservation-repository';
import { getReservation } from './reservation-query-service';
import { secureSeats, slotTaken } from './seat-hold';

async function planBooking(deps: AppDeps, input: TCreateReservationRequest, now: Date) {
  const startsAt = new Date(input.startsAt);
  if (input.eventId) return { eventId: input.eventId, ...(await checkEventBooking(deps.db, input.restaurantId, input.eventId, startsAt, now)) };
  const context = await checkTableBooking(deps.db, input.restaurantId, startsAt, input.guests, now);
  return { eventId: null, startsAt, endsAt: new Date(startsAt.getTime() + context.tableTurnMinutes * 60_000) };
}

/**
 * POST /reservations/create: checks the slot, then in one transaction locks the restaurant's tables
 * (or the event row), picks the smallest free table that fits and inserts a draft holding it for
 * DRAFT_HOLD_MINUTES. A slot that filled meanwhile is a 409 slot_unavailable.
 */
export async function createReservation(deps: AppDeps, userId: string, input: TCreateReservationRequest, locale: ContentLocale): Promise<TReservation> {
  const now = deps.now();
  const plan = await planBooking(deps, input, now);
  const id = await deps.db.transaction(async (tx) => {
    const request = { restaurantId: input.restaurantId, eventId: plan.eventId, startsAt: plan.startsAt, guests: input.guests, self: null };
    const tableId = await secureSeats(tx, request, now, slotTaken);
    return insertReservation(tx, {
      userId,
      restaurantId: input.restaurantId,
      eventId: plan.eventId,
      tableId,
      startsAt: plan.startsAt,
      endsAt: plan.endsAt,
      guests: input.guests,
      occasion: input.occasion ?? null,
      specialRequest: input.specialRequest ?? null,
      expireDate: holdUntil(now),
    });
  });
  return getReservation(deps.db, userId, id, locale, now);
}
