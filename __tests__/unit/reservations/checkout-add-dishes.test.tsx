import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { DraftReservation } from '@/features/cart/model/cart-types';
import { CheckoutReview } from '@/screens/checkout-reservation/checkout-review';
import { API, RESERVATION_ID, buildReservation, buildTestCart, renderBookingUi } from './reservations-test-utils';

const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: {}, push }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  push.mockClear();
});
afterAll(() => server.close());

const confirmedDraft: DraftReservation = {
  status: 'confirmed', restaurantId: 7, restaurantName: 'Le Maquis du Lagon', eventId: null, startsAt: buildReservation().startsAt,
  timeZone: 'Africa/Abidjan', guests: 4, occasion: 'birthday', specialRequest: null, expireDate: null,
};

/** The checkout in "add dishes" mode: the cart holds the confirmed booking and one line with options. */
function renderAddDishes(overrides: Parameters<typeof buildTestCart>[0] = {}) {
  const cart = buildTestCart({ draftReservation: confirmedDraft, special: 'Sans piment', ...overrides });
  const flush = jest.fn(() => Promise.resolve());
  renderBookingUi(<CheckoutReview reservation={buildReservation({ status: 'confirmed' })} />, { cartValue: cart, sync: { status: 'idle', error: null, flush } });
  return { cart, flush };
}

describe('checkout: dishes added to a confirmed booking', () => {
  it('dishes added to a confirmed booking: POSTs addOrder with the cart lines and note, resets the cart and opens the success page with added=1', async () => {
    const bodies: unknown[] = [];
    const drafts: unknown[] = [];
    server.use(
      http.post(`${API}/reservations/addOrder/${RESERVATION_ID}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(buildReservation({ status: 'confirmed' }), { status: 201 });
      }),
      http.post(`${API}/reservations/draft`, async ({ request }) => {
        drafts.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    const item = { id: 'dish-5-9', dishId: 5, name: 'Attiéké poisson', imageUrl: null, price: { amount: 5000, currency: 'XOF' }, quantity: 2, stock: null, collections: { 3: [9] }, optionNames: ['Piment'], itemTotal: 10000 };
    const { cart } = renderAddDishes({ items: [item], total: 10000 });
    expect(screen.getByRole('heading', { name: 'Ajouter ces plats à votre réservation' })).toBeInTheDocument();
    expect(screen.getByTestId('order-lines')).toHaveTextContent('Attiéké poisson');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer les plats' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/checkout-success?reservation=${RESERVATION_ID}&added=1`));
    expect(bodies).toEqual([{ special: 'Sans piment', dishes: [{ draftId: 'dish-5-9', dishId: 5, count: 2, collections: { 3: [9] } }] }]);
    expect(drafts).toHaveLength(0);
    expect(cart.reset).toHaveBeenCalled();
  });

  it('dishes added to a confirmed booking: a sold-out dish (409 dish_sold_out) is shown translated; the cart is kept', async () => {
    server.use(
      http.post(`${API}/reservations/addOrder/${RESERVATION_ID}`, () =>
        HttpResponse.json({ error: { statusCode: 409, name: 'ConflictError', message: 'Sold out', code: 'dish_sold_out', details: { dishId: 5, remaining: 1 } } }, { status: 409 }),
      ),
    );
    const { cart } = renderAddDishes();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer les plats' }));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Il ne reste plus assez de portions de ce plat.');
    expect(push).not.toHaveBeenCalled();
    expect(cart.reset).not.toHaveBeenCalled();
  });

  it('dishes added to a confirmed booking: with no dish in the cart there is nothing to send, so the button is disabled', () => {
    renderAddDishes({ items: [], isEmpty: true, totalItems: 0, totalUniqueItems: 0, total: 0 });
    expect(screen.getByRole('button', { name: 'Envoyer les plats' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Choisir des plats' })).toHaveAttribute('href', '/restaurant?shop=7#menus');
  });
});
