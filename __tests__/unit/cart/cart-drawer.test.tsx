import { renderToString } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ThemeProvider } from 'styled-components';
import { I18nextProvider } from 'react-i18next';
import { createInstance } from 'i18next';
import cartFr from '../../../public/locales/fr/cart.json';
import commonFr from '../../../public/locales/fr/common.json';
import { CartDrawer } from '@/features/cart/components/cart-drawer';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { CART_STORAGE_KEY } from '@/features/cart/model/cart-storage';
import { DinerCurrencyProvider } from '@/lib/money/diner-currency-context';
import { theme } from '@/styles/theme';
import { API, buildCart, buildDraft, line, renderCartProbe, RESERVATION_ID } from './cart-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr' }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const saveCart = (value: unknown) => localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(value));
const nbsp = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

function bookedCart() {
  server.use(http.get(`${API}/reservations/:id`, () => HttpResponse.json({ id: RESERVATION_ID, expireDate: '2026-11-26T20:15:00.000Z' })));
  saveCart(
    buildCart({
      items: [line({ quantity: 2, stock: 3 }), line({ id: '13-4', dishId: 13, name: 'Poulet yassa', price: { amount: 6000, currency: 'XOF' }, optionNames: ['Riz blanc', 'Piment'], stock: 1 })],
      reservationId: RESERVATION_ID,
      special: 'Sans arachide',
      draftReservation: buildDraft(),
    }),
  );
}

describe('cart drawer', () => {
  it('§4 cart: a loader shows until the cart is restored', () => {
    const i18n = createInstance();
    void i18n.init({ lng: 'fr', resources: { fr: { cart: cartFr, common: commonFr } }, defaultNS: 'common', initAsync: false });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CartProvider>
            <CartDrawer />
          </CartProvider>
        </ThemeProvider>
      </I18nextProvider>,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('Chargement du panier…');
  });

  it('keeps the empty state when nothing is in the cart', async () => {
    renderCartProbe(<CartDrawer />);
    expect(await screen.findByText('Votre panier est vide')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les restaurants' })).toBeInTheDocument();
  });

  it('§3 shows the booking, lines with options and totals, the special note and the way to checkout', async () => {
    bookedCart();
    renderCartProbe(<CartDrawer />);
    const booking = await screen.findByTestId('cart-booking');
    expect(booking).toHaveTextContent('Le Maquis du Lagon');
    expect(booking).toHaveTextContent('vendredi 27 novembre à 20:00');
    expect(booking).toHaveTextContent('4 personnes');
    expect(screen.getByTestId('draft-status')).toHaveTextContent('Brouillon enregistré · table retenue jusqu’à 20:15');

    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[1]).getByText('Riz blanc, Piment')).toBeInTheDocument();
    expect(nbsp(lines[0].textContent ?? '')).toContain('9 000 F CFA');
    expect(nbsp(screen.getByTestId('cart-total').textContent ?? '')).toContain('15 000 F CFA');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('3 articles');
    expect(screen.getByLabelText('Note pour le restaurant')).toHaveValue('Sans arachide');
    expect(screen.getByRole('link', { name: 'Passer à la validation' })).toHaveAttribute('href', '/checkout/reservation');
  });

  it('§4 cart: the + of a line is disabled once its quantity reaches its stock', async () => {
    bookedCart();
    const { current } = renderCartProbe(<CartDrawer />);
    const plus = await screen.findByRole('button', { name: 'Ajouter une portion de Attiéké poisson' });
    expect(screen.getByRole('button', { name: 'Ajouter une portion de Poulet yassa' })).toBeDisabled();
    await userEvent.click(plus);
    expect(current().getItem('12')?.quantity).toBe(3);
    expect(plus).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Retirer une portion de Attiéké poisson' }));
    expect(current().getItem('12')?.quantity).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Retirer Poulet yassa du panier' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  });

  it('edits the special note in the cart', async () => {
    bookedCart();
    const { current } = renderCartProbe(<CartDrawer />);
    const note = await screen.findByLabelText('Note pour le restaurant');
    await userEvent.clear(note);
    await userEvent.type(note, 'Bien cuit');
    expect(current().special).toBe('Bien cuit');
    await userEvent.clear(note);
    expect(current().special).toBeNull();
  });

  it('shows totals in the diner’s currency', async () => {
    saveCart(buildCart({ items: [line({ quantity: 2 })] }));
    renderCartProbe(
      <DinerCurrencyProvider value={{ currency: 'EUR', rates: [{ from: 'EUR', to: 'XOF', rate: 655.957, symbol: '€' }] }}>
        <CartDrawer />
      </DinerCurrencyProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('cart-total')).toBeInTheDocument());
    expect(nbsp(screen.getByTestId('cart-total').textContent ?? '')).toMatch(/13,72 €/);
    expect(screen.queryByRole('link', { name: 'Passer à la validation' })).not.toBeInTheDocument();
  });
});
