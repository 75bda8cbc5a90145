import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
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

describe('checkout for a reservation', () => {
  it('issue 5 §5 checkout: saves the waiting draft, then confirms with PATCH, resets the cart and opens the success page', async () => {
    const steps: string[] = [];
    let body: unknown;
    server.use(http.patch(`${API}/reservations/${RESERVATION_ID}`, async ({ request }) => {
      steps.push('patch');
      body = await request.json();
      return HttpResponse.json(buildReservation({ status: 'confirmed' }));
    }));
    const flush = jest.fn(async () => {
      steps.push('flush');
    });
    const cart = buildTestCart();
    renderBookingUi(<CheckoutReview reservation={buildReservation({ status: 'draft' })} />, { cartValue: cart, sync: { status: 'saved', error: null, flush } });
    expect(screen.getByTestId('order-lines')).toHaveTextContent('Attiéké poisson');
    expect(screen.getByTestId('policy')).toHaveTextContent('Annulation gratuite jusqu’à 4 h avant');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/checkout-success?reservation=${RESERVATION_ID}`));
    expect(steps).toEqual(['flush', 'patch']);
    expect(body).toEqual({ status: 'confirmed' });
    expect(cart.reset).toHaveBeenCalled();
  });

  it('issue 5 §5 checkout: an expired hold is shown with a way back, and the cart is kept', async () => {
    server.use(http.patch(`${API}/reservations/${RESERVATION_ID}`, () => HttpResponse.json({ error: { statusCode: 409, name: 'ConflictError', message: 'expired', code: 'reservation_expired' } }, { status: 409 })));
    const cart = buildTestCart();
    renderBookingUi(<CheckoutReview reservation={buildReservation({ status: 'draft' })} />, { cartValue: cart, sync: { status: 'saved', error: null, flush: () => Promise.resolve() } });
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Votre réservation provisoire a expiré');
    expect(screen.getByRole('link', { name: 'Retour au restaurant' })).toHaveAttribute('href', '/restaurant?shop=7');
    expect(push).not.toHaveBeenCalled();
    expect(cart.reset).not.toHaveBeenCalled();
  });
});
