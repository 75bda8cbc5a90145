import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CART_STORAGE_KEY } from '@/features/cart/model/cart-storage';
import { CheckoutScreen } from '@/screens/checkout/checkout-screen';
import { OrderSuccess } from '@/screens/checkout-success/order-success';
import { buildCart, line } from '../cart/cart-test-utils';
import { API, buildOrderFixture, nbsp, ORDER_ID, renderOrdering } from './ordering-test-utils';

const router = { locale: 'fr', asPath: '/checkout', pathname: '/checkout', query: { orderId: ORDER_ID } as Record<string, string>, push: jest.fn(() => Promise.resolve(true)) };
jest.mock('next/router', () => ({ useRouter: () => router }));

const server = setupServer(
  http.get(`${API}/reservation/order/${ORDER_ID}`, () => HttpResponse.json(buildOrderFixture())),
  // The confirmation's payment section: no payment yet, nothing configured.
  http.get(`${API}/payments`, () => HttpResponse.json({ payments: [] })),
  http.get(`${API}/staticData`, () => HttpResponse.json({ cities: [], foodCategories: [], moneyChanges: [], stripePublicKey: '', countries: [], feedbackTypes: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  router.push.mockClear();
});
afterAll(() => server.close());

const saveCart = () => localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(buildCart({ items: [line({ quantity: 2 })] })));
const storedItems = () => (JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}') as { items?: unknown[] }).items ?? [];

describe('checking out a take-away or delivery order', () => {
  it('reviews the draft as the server keeps it: lines with options, note, address with its landmark, time in the restaurant’s zone, discount and totals', async () => {
    renderOrdering(<CheckoutScreen />);
    const review = await screen.findByRole('region', { name: 'Votre commande chez Le Maquis du Lagon' });
    const text = nbsp(review.textContent);
    expect(text).toContain('Alloco');
    expect(text).toContain('Note : Sans piment');
    expect(text).toContain('Repère : Derrière la pharmacie Saint-Michel, portail bleu');
    expect(screen.getByTestId('order-ready-at')).toHaveTextContent('vendredi 27 novembre à 12:30');
    expect(screen.getByTestId('applied-discount')).toHaveTextContent('10 % le midi');
    expect(text).toContain('Frais de livraison1 500 F CFA');
    expect(text).toContain('Total10 500 F CFA');
  });

  it('"Passer la commande" places it, empties the cart and confirms', async () => {
    saveCart();
    server.use(http.post(`${API}/reservation/order/${ORDER_ID}/place`, () => HttpResponse.json(buildOrderFixture({ status: 'placed' }))));
    renderOrdering(<CheckoutScreen />);
    await waitFor(() => expect(storedItems()).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Passer la commande' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith({ pathname: '/checkout-success', query: { orderId: ORDER_ID } }));
    expect(storedItems()).toHaveLength(0);
  });

  it('a dish sold out meanwhile says so and loses nothing: the cart keeps its dishes and the order can be edited', async () => {
    saveCart();
    server.use(
      http.post(`${API}/reservation/order/${ORDER_ID}/place`, () =>
        HttpResponse.json({ error: { statusCode: 409, name: 'Conflict', message: 'Sold out', code: 'dish_sold_out' } }, { status: 409 }),
      ),
    );
    renderOrdering(<CheckoutScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Passer la commande' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Un plat vient d’être épuisé. Modifiez votre commande ; rien n’a été perdu.');
    expect(router.push).not.toHaveBeenCalled();
    expect(storedItems()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', `/order?type=DELIVERY&orderId=${ORDER_ID}`);
  });

  it('a refused order names each problem the server found', async () => {
    server.use(
      http.post(`${API}/reservation/order/${ORDER_ID}/place`, () =>
        HttpResponse.json({ error: { statusCode: 422, name: 'Unprocessable', message: 'Invalid', code: 'order_invalid', details: { problems: [{ code: 'address_out_of_zone', message: 'x' }] } } }, { status: 422 }),
      ),
    );
    renderOrdering(<CheckoutScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Passer la commande' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La commande ne peut pas être envoyée telle quelle. Cette adresse est hors de la zone de livraison du restaurant.');
  });

  it('the confirmation gives the number, the time, what happens next and the way to follow the order', async () => {
    server.use(http.get(`${API}/reservation/order/${ORDER_ID}`, () => HttpResponse.json(buildOrderFixture({ status: 'placed' }))));
    renderOrdering(<OrderSuccess orderId={ORDER_ID} />);
    expect(await screen.findByTestId('order-success')).toHaveTextContent('Commande n° 22222222. Livraison prévue vers vendredi 27 novembre à 12:30.');
    expect(screen.getByText(/le livreur vous appellera en route/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Suivre ma commande' })).toHaveAttribute('href', `/my-account/orders/${ORDER_ID}`);
  });
});
