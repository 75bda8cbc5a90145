import { applyDraftToCart } from '@/screens/create-reservation/apply-draft-to-cart';
import { formatBookingTime, listBookingDates } from '@/features/reservations/model/booking-dates';
import { visibleSlots } from '@/features/reservations/model/visible-slots';
import { buildReservation, buildTestCart } from './reservations-test-utils';

describe('booking model', () => {
  it('§2 create reservation: the date list starts with today in the restaurant’s zone, not the browser’s', () => {
    // 23:30 UTC on 26 Nov is already 27 Nov in Tokyo and still 26 Nov in Abidjan.
    const now = new Date('2026-11-26T23:30:00Z');
    expect(listBookingDates('Asia/Tokyo', 3, now)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    expect(listBookingDates('Africa/Abidjan', 2, now)).toEqual(['2026-11-26', '2026-11-27']);
  });

  it('§2 create reservation: times read on the restaurant’s clock', () => {
    expect(formatBookingTime('2026-11-27T19:00:00Z', 'Europe/Paris', 'fr')).toBe('20:00');
    expect(formatBookingTime('2026-11-27T19:00:00Z', 'Africa/Abidjan', 'fr')).toBe('19:00');
  });

  it('a past slot is never offered, even from a stale answer', () => {
    const now = new Date('2026-11-27T19:10:00Z');
    const slot = (startsAt: string) => ({ time: '00:00', startsAt, freeTables: 1, isAvailable: true });
    const places = { restaurantId: 1, timeZone: 'UTC', type: 'BOOKING' as const, guests: 2, slotMinutes: 30, tableTurnMinutes: 120, minNoticeMinutes: 0, maxDaysAhead: 30, freeCancellationHours: 4, event: null, days: [{ date: '2026-11-27', isOpen: true, slots: [slot('2026-11-27T19:00:00Z'), slot('2026-11-27T19:30:00Z')] }] };
    expect(visibleSlots(places, '2026-11-27', now).map((s) => s.startsAt)).toEqual(['2026-11-27T19:30:00Z']);
  });

  it('§4 cart: a new booking for another restaurant starts a new cart, then holds the reservation and its draft', () => {
    const cart = buildTestCart({ meta: { restaurantId: 99, currency: 'XOF' }, reservationId: null });
    const reservation = buildReservation({ status: 'draft', expireDate: '2026-11-27T19:15:00Z' });
    applyDraftToCart(cart, reservation, { restaurantId: 7, startsAt: reservation.startsAt, guests: 4, occasion: 'birthday', specialRequest: null });
    expect(cart.reset).toHaveBeenCalled();
    expect(cart.setReservation).toHaveBeenCalledWith(reservation.id, null);
    expect(cart.setDraftReservation).toHaveBeenCalledWith(expect.objectContaining({ restaurantId: 7, guests: 4, occasion: 'birthday', expireDate: '2026-11-27T19:15:00Z', timeZone: 'Africa/Abidjan' }));
  });

  it('§4 cart: dishes already picked at the same restaurant stay when the table is booked', () => {
    const cart = buildTestCart({ reservationId: null });
    applyDraftToCart(cart, buildReservation({ status: 'draft' }), { restaurantId: 7, startsAt: '2026-11-27T19:00:00Z', guests: 4 });
    expect(cart.reset).not.toHaveBeenCalled();
  });
});
