import { isSaneInstant } from '@/contracts/input-guards';
import type { TDishRemaining } from '@/contracts/reservation-contract';
import type { Queryable } from '@/server/db/client';
import { badRequest, notFound } from '@/server/http/app-error-factory';
import { findEventDishStocks, findRestaurantDishStocks, findServiceDate, isOwnReservation, type StockDishRow } from './dish-remaining-repository';
import { findRemainingPortions, remainingOf } from './dish-stock-service';
import { toStockSlot } from './stock-key';

/** SPEC §5: the exact message the client shows. */
const invalidDate = () => badRequest('invalid_date', 'invalid date');

function parseInstant(date: string | undefined): Date {
  if (!date?.trim()) throw invalidDate();
  const at = new Date(date.trim());
  if (!isSaneInstant(at)) throw invalidDate();
  return at;
}

interface StockView {
  now: Date;
  /** The viewer's own booking, whose draft holds are theirs to keep (else the cart would count them twice). */
  ownReservationId: string | null;
}

async function answer(db: Queryable, restaurantId: number, eventId: number | null, serviceDate: string, dishes: StockDishRow[], view: StockView): Promise<TDishRemaining> {
  const slots = dishes.map((dish) => ({ dish, slot: toStockSlot(dish, serviceDate, eventId) }));
  const remaining = await findRemainingPortions(db, slots.map(({ slot }) => slot), view.now, view.ownReservationId);
  return {
    restaurantId,
    eventId,
    serviceDate,
    items: slots.map(({ slot }) => ({ dishId: slot.dishId, stock: slot.capacity, remaining: remainingOf(remaining, slot) })),
  };
}

/**
 * GET /restaurants/dishRemaining/{id}: portions left per dish for an event, or for the service day
 * (restaurant's zone) of a date; SPEC §5: neither, or an unreadable date, is "invalid date".
 */
export async function getDishRemaining(
  db: Queryable,
  restaurantId: number,
  query: { eventId?: number; date?: string; reservationId?: string },
  now: Date,
  viewerId: string | null,
): Promise<TDishRemaining> {
  const isOwn = query.reservationId !== undefined && viewerId !== null && (await isOwnReservation(db, query.reservationId, viewerId));
  const view: StockView = { now, ownReservationId: isOwn ? query.reservationId! : null };
  if (query.eventId !== undefined) {
    const event = await findEventDishStocks(db, restaurantId, query.eventId);
    if (!event) throw notFound('Event');
    return answer(db, restaurantId, query.eventId, event.serviceDate, event.dishes, view);
  }
  const at = parseInstant(query.date);
  const serviceDate = await findServiceDate(db, restaurantId, at);
  if (!serviceDate) throw notFound('Restaurant');
  return answer(db, restaurantId, null, serviceDate, await findRestaurantDishStocks(db, restaurantId), view);
}
