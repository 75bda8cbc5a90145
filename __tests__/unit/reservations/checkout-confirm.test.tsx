import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CheckoutReview } from '@/screens/checkout-reservation/checkout-review';
import type { TDraftStatus } from '@/features/cart/model/draft-scheduler';
import { DraftSyncContext } from '@/features/cart/components/cart-context';
import { useRefetchWhenDraftSaved } from '@/screens/checkout-reservation/use-refetch-when-draft-saved';
import { API, RESERVATION_ID, buildOrder, buildReservation, buildTestCart, renderBookingUi, xof } from './reservations-test-utils';

const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: {}, push }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  push.mockClear();
});
afterAll(() => server.close());

const heldOrder = buildOrder('00000000-0000-4000-8000-000000000100', [{ name: 'Attiéké poisson', quantity: 2, unit: 4500 }], { status: 'draft' });

describe('checkout for a reservation', () => {
  it('event booking checkout: the event’s per-person price × guests and the server’s total, before any dish is chosen', () => {
    const eventBooking = buildReservation({
      status: 'draft', eventId: 4, event: { id: 4, title: 'Soirée jazz', startsAt: buildReservation().startsAt }, table: null, guests: 2,
      totals: { event: { title: 'Soirée jazz', unitPrice: xof(15_000), quantity: 2, total: xof(30_000) }, dishes: xof(0), discount: xof(0), total: xof(30_000) },
    });
    const cart = buildTestCart({ items: [], isEmpty: true, totalItems: 0, totalUniqueItems: 0, total: 0, eventId: 4 });
    renderBookingUi(<CheckoutReview reservation={eventBooking} />, { cartValue: cart, sync: { status: 'saved', error: null, flush: () => Promise.resolve() } });
    const bill = screen.getByTestId('booking-bill');
    expect(within(bill).getByTestId('event-charge')).toHaveTextContent('Soirée jazz15 000 F CFA × 2 personnes30 000 F CFA');
    expect(within(bill).getByTestId('booking-total')).toHaveTextContent('Total30 000 F CFA');
  });

  it('checkout: the lines shown are the server’s draft, read again each time the cart’s draft has been saved', () => {
    const refetch = jest.fn();
    function Probe() {
      useRefetchWhenDraftSaved(refetch);
      return null;
    }
    const withStatus = (status: TDraftStatus) => (
      <DraftSyncContext.Provider value={{ status, error: null, flush: () => Promise.resolve() }}>
        <Probe />
      </DraftSyncContext.Provider>
    );
    const view = render(withStatus('saved'));
    expect(refetch).not.toHaveBeenCalled();
    view.rerender(withStatus('pending'));
    view.rerender(withStatus('saving'));
    expect(refetch).not.toHaveBeenCalled();
    view.rerender(withStatus('saved'));
    expect(refetch).toHaveBeenCalledTimes(1);
    view.rerender(withStatus('saved'));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('checkout: saves the waiting draft, then confirms with PATCH, resets the cart and opens the success page', async () => {
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
    const held = buildReservation({ status: 'draft', orders: [heldOrder], totals: { event: null, dishes: xof(9000), discount: xof(0), total: xof(9000) } });
    renderBookingUi(<CheckoutReview reservation={held} />, { cartValue: cart, sync: { status: 'saved', error: null, flush } });
    expect(screen.getByTestId('order-lines')).toHaveTextContent('Attiéké poisson');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('Total9 000 F CFA');
    expect(screen.getByTestId('policy')).toHaveTextContent('Annulation gratuite jusqu’à 4 h avant');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/checkout-success?reservation=${RESERVATION_ID}`));
    expect(steps).toEqual(['flush', 'patch']);
    expect(body).toEqual({ status: 'confirmed' });
    expect(cart.reset).toHaveBeenCalled();
  });

  it('checkout: an expired hold is shown with a way back, and the cart is kept', async () => {
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
