import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PaymentsList } from '@/features/payments/components/payments-list';
import { API, ORDER_ID, PAYMENT_ID, buildPayment, readBody, renderPaymentsUi, xof } from './payments-test-utils';

let mockLocale = 'fr';
let mockQuery: Record<string, string> = {};
const mockReplace = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: mockLocale, query: mockQuery, pathname: '/my-account/payment', asPath: '/my-account/payment', push: jest.fn(), replace: mockReplace }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mockLocale = 'fr';
  mockQuery = {};
  mockReplace.mockClear();
});
afterAll(() => server.close());

const servePayments = (payments: unknown[]) => server.use(http.get(`${API}/payments`, () => HttpResponse.json({ payments })));

describe('my payments', () => {
  it('lists each payment: date in the diner’s language, restaurant, amount, method, state and receipt', async () => {
    servePayments([
      buildPayment({ id: '6a1b2c3d-1111-4222-8333-444455556666', provider: 'mobile_money', method: 'wave', status: 'paid', amount: xof(12_500), createdAt: '2030-03-02T19:05:00.000Z', receiptSentAt: '2030-03-02T19:06:00.000Z' }),
      buildPayment({ restaurant: { id: 8, name: 'Chez Tante Awa' }, createdAt: '2030-03-01T11:00:00.000Z' }),
    ]);
    renderPaymentsUi(<PaymentsList />);
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows).toHaveLength(2);
    const [wave, cash] = rows;
    expect(within(wave).getByRole('heading', { name: 'Le Maquis du Lagon' })).toBeInTheDocument();
    expect(within(wave).getByRole('link', { name: 'Le Maquis du Lagon' })).toHaveAttribute('href', `/my-account/orders/${ORDER_ID}`);
    expect(wave).toHaveTextContent('12 500 F CFA');
    expect(wave).toHaveTextContent(/2 mars 2030 (à )?\d{2}:05 · Wave/);
    expect(within(wave).getByTestId('payment-status')).toHaveTextContent('Payé');
    expect(wave).toHaveTextContent('Reçu envoyé le 2 mars 2030');
    expect(within(cash).getByTestId('payment-status')).toHaveTextContent('À régler sur place');
    expect(cash).toHaveTextContent('Sur place ou à la livraison');
    expect(cash).not.toHaveTextContent('Reçu envoyé');
  });

  it('writes the date in English for an English-speaking diner', async () => {
    mockLocale = 'en';
    servePayments([buildPayment({ status: 'paid', createdAt: '2030-03-02T19:05:00.000Z' })]);
    renderPaymentsUi(<PaymentsList />);
    expect(await screen.findByTestId('payment-row')).toHaveTextContent(/March 2, 2030/);
  });

  it('a pre-order of a booking leads to the booking', async () => {
    servePayments([buildPayment({ reservationId: '11111111-2222-4333-8444-555555555555' })]);
    renderPaymentsUi(<PaymentsList />);
    expect(await screen.findByRole('link', { name: 'Le Maquis du Lagon' })).toHaveAttribute('href', '/my-account/bookings/11111111-2222-4333-8444-555555555555');
  });

  it('with no payment yet, says so and leads to the orders', async () => {
    servePayments([]);
    renderPaymentsUi(<PaymentsList />);
    expect(await screen.findByTestId('payments-empty')).toHaveTextContent('Vous n’avez encore effectué aucun paiement.');
    expect(screen.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute('href', '/my-account/orders');
  });

  it('says so when the payments cannot be loaded', async () => {
    server.use(http.get(`${API}/payments`, () => HttpResponse.json({ error: { statusCode: 500, name: 'Error', message: 'x', code: 'internal' } }, { status: 500 })));
    renderPaymentsUi(<PaymentsList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Vos paiements n’ont pas pu être chargés.');
  });

  it('back from a bank’s redirect, has the server check the card payment once, then cleans the address', async () => {
    mockQuery = { validate: PAYMENT_ID, payment_intent: 'pi_9', redirect_status: 'succeeded' };
    const validations: unknown[] = [];
    servePayments([buildPayment({ provider: 'stripe', method: 'card', status: 'paid' })]);
    server.use(
      http.post(`${API}/paymentExternal/validate`, async ({ request }) => {
        validations.push(await readBody(request));
        return HttpResponse.json(buildPayment({ provider: 'stripe', method: 'card', status: 'paid' }));
      }),
    );
    renderPaymentsUi(<PaymentsList />);
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/my-account/payment', undefined, { shallow: true }));
    expect(validations).toEqual([{ paymentId: PAYMENT_ID, providerRef: 'pi_9' }]);
    expect(await screen.findByTestId('payment-status')).toHaveTextContent('Payé');
  });
});
