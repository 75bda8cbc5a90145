import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { canAddDishes } from '@/screens/bookings/confirmed-booking-cart';
import { PreorderMore } from '@/screens/bookings/preorder-more';
import { RESERVATION_ID, buildReservation, buildTestCart, renderBookingUi } from './reservations-test-utils';

const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: {}, push }) }));

afterEach(() => push.mockClear());

const OTHER_ID = '99999999-2222-4333-8444-555555555555';
const expectedCart = expect.objectContaining({
  items: [],
  reservationId: RESERVATION_ID,
  meta: { restaurantId: 7, currency: 'XOF' },
  draftReservation: expect.objectContaining({ status: 'confirmed', expireDate: null, restaurantId: 7, guests: 4 }),
});

describe('pre-order more dishes for a confirmed booking', () => {
  it('pre-ordering more for a confirmed booking: an empty cart takes the booking at once, then the restaurant menu opens', async () => {
    const cart = buildTestCart({ items: [], isEmpty: true, reservationId: null });
    renderBookingUi(<PreorderMore reservation={buildReservation()} />, { cartValue: cart });
    await userEvent.click(screen.getByRole('button', { name: 'Pré-commander d’autres plats' }));
    expect(cart.reset).toHaveBeenCalledWith(expectedCart);
    expect(push).toHaveBeenCalledWith('/restaurant?shop=7#menus');
  });

  it('pre-ordering more for a confirmed booking: a cart holding other dishes asks first; keeping it changes nothing', async () => {
    const cart = buildTestCart({ reservationId: OTHER_ID });
    renderBookingUi(<PreorderMore reservation={buildReservation()} />, { cartValue: cart });
    await userEvent.click(screen.getByRole('button', { name: 'Pré-commander d’autres plats' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Votre panier contient d’autres plats.');
    await userEvent.click(screen.getByRole('button', { name: 'Garder mon panier' }));
    expect(cart.reset).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Pré-commander d’autres plats' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vider le panier et continuer' }));
    expect(cart.reset).toHaveBeenCalledWith(expectedCart);
    expect(push).toHaveBeenCalledWith('/restaurant?shop=7#menus');
  });

  it('pre-ordering more for a confirmed booking: a cart already adding dishes to this booking keeps them', async () => {
    const draftReservation = { status: 'confirmed' as const, restaurantId: 7, restaurantName: 'Le Maquis du Lagon', eventId: null, startsAt: buildReservation().startsAt, timeZone: 'Africa/Abidjan', guests: 4, occasion: null, specialRequest: null, expireDate: null };
    const cart = buildTestCart({ draftReservation });
    renderBookingUi(<PreorderMore reservation={buildReservation()} />, { cartValue: cart });
    await userEvent.click(screen.getByRole('button', { name: 'Pré-commander d’autres plats' }));
    expect(cart.reset).not.toHaveBeenCalled();
    expect(push).toHaveBeenCalledWith('/restaurant?shop=7#menus');
  });

  it('pre-ordering more for a confirmed booking: only a confirmed booking that has not started takes more dishes', () => {
    const now = Date.now();
    expect(canAddDishes(buildReservation(), now)).toBe(true);
    expect(canAddDishes(buildReservation({ status: 'draft' }), now)).toBe(false);
    expect(canAddDishes(buildReservation({ startsAt: new Date(now - 60_000).toISOString() }), now)).toBe(false);
  });
});
