import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CartDrawer } from '@/features/cart/components/cart-drawer';
import { CART_STORAGE_KEY } from '@/features/cart/model/cart-storage';
import { buildCart, buildDraft, line, RESERVATION_ID } from '../cart/cart-test-utils';
import { API, renderOrdering } from './ordering-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: {} }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const saveCart = (value: unknown) => localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(value));
const BOTH = { takeAway: true, delivery: true };

describe('the cart’s take-away or delivery choice', () => {
  it('dishes without a booking: a keyboard-operable "À emporter" / "Livraison" radio group and "Commander" to /order with the type', async () => {
    saveCart(buildCart({ items: [line({ quantity: 2 })] }));
    renderOrdering(<CartDrawer services={BOTH} />);

    const group = await screen.findByRole('group', { name: 'Comment souhaitez-vous ces plats ?' });
    expect(group).toBeInTheDocument();
    const takeAway = screen.getByRole('radio', { name: 'À emporter' });
    expect(takeAway).toBeChecked();
    expect(screen.getByRole('link', { name: 'Commander' })).toHaveAttribute('href', '/order?type=TAKE_AWAY');

    takeAway.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Livraison' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Commander' })).toHaveAttribute('href', '/order?type=DELIVERY');
  });

  it('offers only what the restaurant offers', async () => {
    saveCart(buildCart({ items: [line()] }));
    renderOrdering(<CartDrawer services={{ takeAway: true, delivery: false }} />);
    expect(await screen.findByRole('radio', { name: 'À emporter' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Livraison' })).not.toBeInTheDocument();
  });

  it('a restaurant without take-away or delivery, or not known yet, shows no order button', async () => {
    saveCart(buildCart({ items: [line()] }));
    renderOrdering(<CartDrawer services={{ takeAway: false, delivery: false }} />);
    expect(await screen.findByTestId('cart-total')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Commander' })).not.toBeInTheDocument();
  });

  it('a booking’s cart keeps its checkout and no order choice', async () => {
    server.use(http.get(`${API}/reservations/:id`, () => HttpResponse.json({ id: RESERVATION_ID, expireDate: '2026-11-26T20:15:00.000Z' })));
    saveCart(buildCart({ items: [line()], reservationId: RESERVATION_ID, draftReservation: buildDraft() }));
    renderOrdering(<CartDrawer services={BOTH} />);
    expect(await screen.findByRole('link', { name: 'Passer à la validation' })).toHaveAttribute('href', '/checkout/reservation');
    expect(screen.queryByRole('radio', { name: 'À emporter' })).not.toBeInTheDocument();
  });
});
