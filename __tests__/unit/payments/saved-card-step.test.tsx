import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PaymentModal } from '@/features/payments/components/payment-modal';
import { resetUiState } from '@/lib/ui-state/ui-store';
import { API, ORDER_ID, PAYMENT_ID, apiError, buildPayment, buildStaticData, readBody, renderPaymentsUi, xof } from './payments-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: {}, asPath: '/my-account/orders/x', push: jest.fn() }) }));

// Stripe is mocked at its import boundary: its frames cannot run in jsdom, and no test reaches Stripe.
const mockConfirmPayment = jest.fn();
const mockLoadStripe = jest.fn((_key: string) => Promise.resolve({ confirmPayment: mockConfirmPayment }));
const mockElementsOptions: unknown[] = [];
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => mockLoadStripe(key) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: React.ReactNode; options: unknown }) => (mockElementsOptions.push(options), children),
  PaymentElement: () => <div data-testid="stripe-payment-element" />,
  useStripe: () => ({ confirmPayment: mockConfirmPayment }),
  useElements: () => ({ kind: 'elements' }),
}));

const VISA = { id: 'pm_visa_4242', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2028 };
const MASTERCARD = { id: 'pm_mc_4444', brand: 'mastercard', last4: '4444', expMonth: 11, expYear: 2031 };
const CARD_START = { payment: buildPayment({ provider: 'stripe', method: 'card' }), next: { kind: 'stripe', clientSecret: 'pi_9_secret_x', publishableKey: 'pk_test_123' } };

const server = setupServer(http.get(`${API}/staticData`, () => HttpResponse.json(buildStaticData({ stripePublicKey: 'pk_test_123' }))));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetUiState();
  mockConfirmPayment.mockReset();
  mockLoadStripe.mockClear();
  mockElementsOptions.length = 0;
});
afterAll(() => server.close());

/** The diner's saved cards, and every pay and validate request's body. */
function serveCardStep(cards: unknown[]) {
  const pays: Record<string, unknown>[] = [];
  const validations: unknown[] = [];
  server.use(
    http.get(`${API}/payments/cards`, () => HttpResponse.json({ cards })),
    http.post(`${API}/reservation/order/pay`, async ({ request }) => (pays.push((await readBody(request)) as Record<string, unknown>), HttpResponse.json(CARD_START))),
    http.post(`${API}/paymentExternal/validate`, async ({ request }) => (validations.push(await readBody(request)), HttpResponse.json(buildPayment({ provider: 'stripe', method: 'card', status: 'paid' })))),
    http.get(`${API}/payments/${PAYMENT_ID}`, () => HttpResponse.json(buildPayment({ provider: 'stripe', method: 'card', status: 'paid' }))),
  );
  return { pays, validations };
}

async function openCardStep() {
  const user = userEvent.setup();
  renderPaymentsUi(<PaymentModal data={{ orderId: ORDER_ID, amount: xof(9000) }} />);
  await user.click(await screen.findByRole('radio', { name: 'Carte bancaire' }));
  return user;
}

describe('the card step with saved cards (README “Payments: saved cards”)', () => {
  it('lists the diner’s saved cards by brand, last four digits and expiry, each paying in one tap', async () => {
    serveCardStep([VISA, MASTERCARD]);
    await openCardStep();
    const list = await screen.findByRole('region', { name: 'Vos cartes enregistrées' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(['Payer avec Visa •••• 4242, exp. 04/28', 'Payer avec Mastercard •••• 4444, exp. 11/31']);
  });

  it('pays with a saved card in one tap: sends only which card (never an amount), Stripe.js confirms the intent with its client secret, and the server validates', async () => {
    const { pays, validations } = serveCardStep([VISA]);
    mockConfirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_9', status: 'succeeded' } });
    const user = await openCardStep();
    await user.click(await screen.findByRole('button', { name: 'Payer avec Visa •••• 4242, exp. 04/28' }));
    await waitFor(() => expect(screen.getByTestId('payment-progress')).toHaveAttribute('data-status', 'paid'));
    expect(pays).toEqual([{ orderId: ORDER_ID, provider: 'stripe', method: 'card', savedCardId: VISA.id }]);
    expect(mockLoadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(mockConfirmPayment).toHaveBeenCalledTimes(1);
    expect(mockConfirmPayment).toHaveBeenCalledWith({ clientSecret: 'pi_9_secret_x', redirect: 'if_required', confirmParams: { return_url: expect.stringContaining(`validate=${PAYMENT_ID}`) } });
    expect(validations).toEqual([{ paymentId: PAYMENT_ID, providerRef: 'pi_9' }]);
    // No card was typed: Elements never loaded.
    expect(mockElementsOptions).toEqual([]);
  });

  it('says Stripe’s message when the saved card is refused, and lets the diner type another card on the same intent', async () => {
    const { validations } = serveCardStep([VISA]);
    mockConfirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Votre carte a été refusée.' } });
    const user = await openCardStep();
    await user.click(await screen.findByRole('button', { name: 'Payer avec Visa •••• 4242, exp. 04/28' }));
    expect(await screen.findByText('Votre carte a été refusée.')).toBeInTheDocument();
    expect(validations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Payer avec une autre carte' }));
    expect(await screen.findByTestId('stripe-payment-element')).toBeInTheDocument();
    expect(mockElementsOptions[0]).toEqual({ clientSecret: 'pi_9_secret_x', locale: 'fr' });
  });

  it('keeps a new card only when “Save this card for next time” is ticked: off by default', async () => {
    const { pays } = serveCardStep([]);
    const user = await openCardStep();
    const box = await screen.findByRole('checkbox', { name: 'Enregistrer cette carte pour la prochaine fois' });
    expect(box).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Vos cartes enregistrées' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement par carte' }));
    await screen.findByTestId('stripe-payment-element');
    expect(pays).toEqual([{ orderId: ORDER_ID, provider: 'stripe', method: 'card' }]);
  });

  it('asks the server to keep the card when the box is ticked', async () => {
    const { pays } = serveCardStep([]);
    const user = await openCardStep();
    await user.click(await screen.findByRole('checkbox', { name: 'Enregistrer cette carte pour la prochaine fois' }));
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement par carte' }));
    await screen.findByTestId('stripe-payment-element');
    expect(pays).toEqual([{ orderId: ORDER_ID, provider: 'stripe', method: 'card', saveCard: true }]);
  });

  it('says so when the saved card is no longer the diner’s (404), and the diner may choose again', async () => {
    serveCardStep([VISA]);
    server.use(http.post(`${API}/reservation/order/pay`, () => HttpResponse.json(apiError(404, 'saved_card_not_found'), { status: 404 })));
    const user = await openCardStep();
    await user.click(await screen.findByRole('button', { name: 'Payer avec Visa •••• 4242, exp. 04/28' }));
    expect(await screen.findByText('Cette carte n’est plus enregistrée. Choisissez-en une autre ou saisissez votre carte.')).toBeInTheDocument();
    expect(mockConfirmPayment).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continuer vers le paiement par carte' })).toBeEnabled();
  });
});
