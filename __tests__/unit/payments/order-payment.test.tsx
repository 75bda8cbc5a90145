import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ModalHost, type ModalRegistry } from '@/components/ui/modal/modal-host';
import { OrderPayment } from '@/features/payments/components/order-payment';
import { PaymentModal } from '@/features/payments/components/payment-modal';
import type { TPayment } from '@/contracts/payment-contract';
import { resetUiState } from '@/lib/ui-state/ui-store';
import { mockMatchMedia } from '../overlay/overlay-test-utils';
import { API, ORDER_ID, buildPayment, buildStaticData, renderPaymentsUi, xof } from './payments-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: {}, asPath: '/my-account/orders/x', push: jest.fn() }) }));

const VIEWS = new Proxy({} as ModalRegistry, { get: () => ({ component: PaymentModal }) });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => mockMatchMedia({ reducedMotion: true }));
afterEach(() => {
  server.resetHandlers();
  act(() => resetUiState());
});
afterAll(() => server.close());

let listed = 0;
function serve({ payments = [], stripePublicKey = '' }: { payments?: TPayment[]; stripePublicKey?: string }) {
  let list = payments;
  listed = 0;
  server.use(
    http.get(`${API}/payments`, () => ((listed += 1), HttpResponse.json({ payments: list }))),
    http.get(`${API}/staticData`, () => HttpResponse.json(buildStaticData({ stripePublicKey }))),
    http.post(`${API}/reservation/order/pay`, () => {
      list = [buildPayment()];
      return HttpResponse.json({ payment: list[0], next: { kind: 'on_site' } });
    }),
  );
}

const renderOrderPayment = (orderStatus = 'placed') =>
  renderPaymentsUi(
    <>
      <OrderPayment orderId={ORDER_ID} orderStatus={orderStatus} amount={xof(9000)} />
      <ModalHost views={VIEWS} />
    </>,
  );

describe('an order’s payment on its page', () => {
  it('a placed, unpaid order has "Payer": it opens the payment dialog with the order’s total, and Escape gives focus back', async () => {
    const user = userEvent.setup();
    serve({});
    renderOrderPayment();
    const pay = await screen.findByRole('button', { name: 'Payer' });
    await user.click(pay);
    const dialog = await screen.findByRole('dialog', { name: 'Payer la commande' });
    expect(within(dialog).getByTestId('payment-amount')).toHaveTextContent('9 000 F CFA');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pay).toHaveFocus();
  });

  it('choosing to pay on site turns the button into "to pay on site" once the dialog is closed', async () => {
    const user = userEvent.setup();
    serve({});
    renderOrderPayment();
    await user.click(await screen.findByRole('button', { name: 'Payer' }));
    await user.click(await screen.findByRole('button', { name: 'Je paierai sur place' }));
    await user.click(within(await screen.findByTestId('payment-on-site')).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.getByTestId('order-payment')).toHaveTextContent('À régler sur place'));
    expect(screen.queryByRole('button', { name: 'Payer' })).not.toBeInTheDocument();
  });

  it('a paid order says so, with its receipt, and offers no second payment', async () => {
    serve({ payments: [buildPayment({ provider: 'mobile_money', method: 'wave', status: 'paid', receiptSentAt: '2030-03-01T11:10:00.000Z' })] });
    renderOrderPayment('accepted');
    const box = await screen.findByTestId('order-payment');
    expect(within(box).getByTestId('payment-status')).toHaveTextContent('Payé');
    expect(box).toHaveTextContent('Commande payée (Wave).');
    expect(box).toHaveTextContent('Reçu envoyé le 1 mars 2030');
    expect(screen.queryByRole('button', { name: /Payer/ })).not.toBeInTheDocument();
  });

  it('an on-site intention may still become paying online when a card is offered', async () => {
    serve({ payments: [buildPayment()], stripePublicKey: 'pk_test_123' });
    renderOrderPayment();
    expect(await screen.findByRole('button', { name: 'Payer maintenant en ligne' })).toBeInTheDocument();
  });

  it('a failed payment does not count: the order can be paid again', async () => {
    serve({ payments: [buildPayment({ provider: 'mobile_money', method: 'wave', status: 'failed' })] });
    renderOrderPayment();
    expect(await screen.findByRole('button', { name: 'Payer' })).toBeInTheDocument();
  });

  it('a cancelled, draft or finished order offers nothing to pay', async () => {
    serve({});
    for (const status of ['cancelled', 'draft', 'completed']) {
      const before = listed;
      const { unmount } = renderOrderPayment(status);
      await waitFor(() => expect(listed).toBe(before + 1));
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByTestId('order-payment')).not.toBeInTheDocument();
      unmount();
    }
  });
});
