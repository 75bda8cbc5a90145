import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PaymentModal } from '@/features/payments/components/payment-modal';
import { resetUiState } from '@/lib/ui-state/ui-store';
import { API, ORDER_ID, PAYMENT_ID, apiError, buildPayment, buildStaticData, readBody, renderPaymentsUi, xof } from './payments-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: {}, asPath: '/my-account/orders/x', push: jest.fn() }) }));

// Stripe is mocked at its import boundary: its frames cannot run in jsdom, and no test reaches Stripe.
const mockConfirmPayment = jest.fn();
const mockElementsOptions: unknown[] = [];
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn(() => Promise.resolve({ confirmPayment: mockConfirmPayment })) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: React.ReactNode; options: unknown }) => (mockElementsOptions.push(options), children),
  PaymentElement: () => <div data-testid="stripe-payment-element" />,
  useStripe: () => ({ confirmPayment: mockConfirmPayment }),
  useElements: () => ({ kind: 'elements' }),
}));

// The card step asks for the diner's saved cards: none here (saved-card-step.test.tsx has them).
const server = setupServer(http.get(`${API}/payments/cards`, () => HttpResponse.json({ cards: [] })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetUiState();
  mockConfirmPayment.mockReset();
});
afterAll(() => server.close());

const DATA = { orderId: ORDER_ID, amount: xof(9000) };
const serveStaticData = (options?: Parameters<typeof buildStaticData>[0]) => server.use(http.get(`${API}/staticData`, () => HttpResponse.json(buildStaticData(options))));

/** Records every pay request's body and answers with `answer(body)`. */
function servePay(answer: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}/reservation/order/pay`, async ({ request }) => {
      const body = (await readBody(request)) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

describe('the payment modal: choosing how to pay', () => {
  it('shows the order’s amount as given and, with nothing configured, offers paying on site only, chosen by default', async () => {
    serveStaticData();
    renderPaymentsUi(<PaymentModal data={DATA} />);
    expect(screen.getByRole('heading', { name: 'Payer la commande' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('Montant à régler9 000 F CFA');
    const group = await screen.findByRole('group', { name: 'Comment souhaitez-vous payer ?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    expect(within(group).getByRole('radio', { name: 'Sur place ou à la livraison' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Je paierai sur place' })).toBeEnabled();
  });

  it('offers a card when Stripe’s public key is set and each configured wallet; the wallet’s number is asked only for mobile money', async () => {
    const user = userEvent.setup();
    serveStaticData({ stripePublicKey: 'pk_test_123', mobileMoneyMethods: ['orange_money', 'mtn_momo', 'moov_money', 'wave'] });
    renderPaymentsUi(<PaymentModal data={DATA} />);
    const group = await screen.findByRole('group', { name: 'Comment souhaitez-vous payer ?' });
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(6));
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['on_site:cash', 'stripe:card', 'mobile_money:orange_money', 'mobile_money:mtn_momo', 'mobile_money:moov_money', 'mobile_money:wave']);
    expect(screen.queryByLabelText('Numéro du compte mobile money')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Wave' }));
    expect(screen.getByLabelText('Numéro du compte mobile money')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer la demande de paiement' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Carte bancaire' }));
    expect(screen.queryByLabelText('Numéro du compte mobile money')).not.toBeInTheDocument();
  });
});

describe('the payment modal: on site', () => {
  it('sends the order and the method, never an amount, and confirms with the amount the server will collect', async () => {
    const user = userEvent.setup();
    serveStaticData();
    const bodies = servePay(() => HttpResponse.json({ payment: buildPayment({ amount: xof(9500) }), next: { kind: 'on_site' } }));
    renderPaymentsUi(<PaymentModal data={DATA} />);
    await user.click(await screen.findByRole('button', { name: 'Je paierai sur place' }));
    expect(await screen.findByTestId('payment-on-site')).toHaveTextContent('C’est noté : vous réglerez sur place.');
    expect(bodies).toEqual([{ orderId: ORDER_ID, provider: 'on_site', method: 'cash' }]);
    // The server's figure replaces the one the modal opened with.
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('9 500 F CFA');
  });

  it('a double click sends one request', async () => {
    const user = userEvent.setup();
    serveStaticData();
    const bodies = servePay(async () => {
      await delay(50);
      return HttpResponse.json({ payment: buildPayment(), next: { kind: 'on_site' } });
    });
    renderPaymentsUi(<PaymentModal data={DATA} />);
    await user.dblClick(await screen.findByRole('button', { name: 'Je paierai sur place' }));
    await screen.findByTestId('payment-on-site');
    expect(bodies).toHaveLength(1);
  });

  it('a refusal is said in the diner’s words and the diner may choose again', async () => {
    const user = userEvent.setup();
    serveStaticData();
    servePay(() => HttpResponse.json(apiError(422, 'payment_provider_unavailable'), { status: 422 }));
    renderPaymentsUi(<PaymentModal data={DATA} />);
    await user.click(await screen.findByRole('button', { name: 'Je paierai sur place' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce restaurant n’accepte pas ce moyen de paiement. Choisissez-en un autre.');
    expect(screen.getByRole('radio', { name: 'Sur place ou à la livraison' })).toBeEnabled();
  });
});

describe('the payment modal: mobile money', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const advance = (ms: number) => act(async () => jest.advanceTimersByTimeAsync(ms));

  function serveWalletPayment(statuses: string[]) {
    let calls = 0;
    server.use(
      http.get(`${API}/payments/${PAYMENT_ID}`, () => {
        const status = statuses[Math.min(calls, statuses.length - 1)];
        calls += 1;
        return HttpResponse.json(buildPayment({ provider: 'mobile_money', method: 'orange_money', status: status as 'pending' }));
      }),
    );
    return () => calls;
  }

  async function payByWallet() {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    serveStaticData({ mobileMoneyMethods: ['orange_money', 'wave'] });
    const bodies = servePay(() => HttpResponse.json({ payment: buildPayment({ provider: 'mobile_money', method: 'orange_money' }), next: { kind: 'mobile_money', reference: 'CP-123', status: 'pending' } }));
    renderPaymentsUi(<PaymentModal data={DATA} />);
    await user.click(await screen.findByRole('radio', { name: 'Orange Money' }));
    await user.type(screen.getByLabelText('Numéro du compte mobile money'), '07 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande de paiement' }));
    await screen.findByTestId('payment-progress');
    return { bodies, user };
  }

  it('asks for the wallet’s number when it is missing or wrong, without sending anything', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    serveStaticData({ mobileMoneyMethods: ['wave'] });
    const bodies = servePay(() => HttpResponse.json({}));
    renderPaymentsUi(<PaymentModal data={DATA} />);
    await user.click(await screen.findByRole('radio', { name: 'Wave' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande de paiement' }));
    expect(screen.getByLabelText('Numéro du compte mobile money')).toHaveAccessibleDescription('Indiquez le numéro du compte qui va payer.');
    await user.type(screen.getByLabelText('Numéro du compte mobile money'), '12');
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande de paiement' }));
    expect(screen.getByLabelText('Numéro du compte mobile money')).toHaveAccessibleDescription(/Ce numéro n’est pas valide/);
    expect(bodies).toEqual([]);
  });

  it('waits on the phone, asking the server every 4 s, until the payment is paid', async () => {
    const calls = serveWalletPayment(['pending', 'pending', 'paid']);
    const { bodies } = await payByWallet();
    expect(bodies).toEqual([{ orderId: ORDER_ID, provider: 'mobile_money', method: 'orange_money', phone: { number: '07 12 34 56 78', country: 'CI' } }]);
    expect(screen.getByTestId('payment-progress')).toHaveTextContent('Confirmez le paiement sur votre téléphone…');
    expect(screen.getByRole('status', { name: 'Paiement en attente de confirmation' })).toBeInTheDocument();
    const before = calls();
    await advance(4_000);
    expect(calls()).toBe(before + 1);
    await advance(4_000);
    await waitFor(() => expect(screen.getByTestId('payment-progress')).toHaveAttribute('data-status', 'paid'));
    expect(screen.getByTestId('payment-progress')).toHaveTextContent('Paiement reçu, merci !');
    // Settled: nobody asks any more.
    const settled = calls();
    await advance(20_000);
    expect(calls()).toBe(settled);
  });

  it('says plainly when the wallet refused, and lets the diner try again', async () => {
    serveWalletPayment(['pending', 'failed']);
    const { user } = await payByWallet();
    await advance(4_000);
    expect(await screen.findByRole('alert')).toHaveTextContent('Le paiement n’a pas abouti : rien n’a été débité.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(screen.getByRole('group', { name: 'Comment souhaitez-vous payer ?' })).toBeInTheDocument();
  });
});

describe('the payment modal: card through Stripe', () => {
  async function startCard() {
    const user = userEvent.setup();
    serveStaticData({ stripePublicKey: 'pk_test_123' });
    const bodies = servePay(() => HttpResponse.json({ payment: buildPayment({ provider: 'stripe', method: 'card' }), next: { kind: 'stripe', clientSecret: 'pi_123_secret_abc', publishableKey: 'pk_test_123' } }));
    renderPaymentsUi(<PaymentModal data={DATA} />);
    await user.click(await screen.findByRole('radio', { name: 'Carte bancaire' }));
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement par carte' }));
    await screen.findByTestId('stripe-payment-element');
    return { user, bodies };
  }

  it('loads Elements with the client secret, confirms with Stripe, then has the server validate it', async () => {
    const validations: unknown[] = [];
    server.use(
      http.post(`${API}/paymentExternal/validate`, async ({ request }) => {
        validations.push(await readBody(request));
        return HttpResponse.json(buildPayment({ provider: 'stripe', method: 'card', status: 'paid' }));
      }),
      http.get(`${API}/payments/${PAYMENT_ID}`, () => HttpResponse.json(buildPayment({ provider: 'stripe', method: 'card', status: 'paid' }))),
    );
    mockConfirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_123', status: 'succeeded' } });
    const { user, bodies } = await startCard();
    expect(bodies).toEqual([{ orderId: ORDER_ID, provider: 'stripe', method: 'card' }]);
    await user.click(screen.getByRole('button', { name: 'Payer par carte' }));
    await waitFor(() => expect(screen.getByTestId('payment-progress')).toHaveAttribute('data-status', 'paid'));
    expect(mockConfirmPayment).toHaveBeenCalledWith(expect.objectContaining({ elements: { kind: 'elements' }, redirect: 'if_required' }));
    expect(validations).toEqual([{ paymentId: PAYMENT_ID, providerRef: 'pi_123' }]);
    expect(mockElementsOptions[0]).toEqual({ clientSecret: 'pi_123_secret_abc', locale: 'fr' });
  });

  it('shows Stripe’s own message when the card is declined, and validates nothing', async () => {
    const validations: unknown[] = [];
    server.use(http.post(`${API}/paymentExternal/validate`, () => (validations.push(1), HttpResponse.json({}))));
    mockConfirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Votre carte a été refusée.' } });
    const { user } = await startCard();
    await user.click(screen.getByRole('button', { name: 'Payer par carte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre carte a été refusée.');
    expect(validations).toEqual([]);
  });
});

it('opened without an order shows its error state, and asks nothing', () => {
  renderPaymentsUi(<PaymentModal data={{ orderId: '42' }} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Cette commande ne peut pas être payée ici.');
});
