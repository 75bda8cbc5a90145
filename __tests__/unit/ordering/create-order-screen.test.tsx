import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { TOrderCheck } from '@/contracts/order-contract';
import { CART_STORAGE_KEY } from '@/features/cart/model/cart-storage';
import { CreateOrderScreen } from '@/screens/create-order/create-order-screen';
import { buildCart, line } from '../cart/cart-test-utils';
import { API, buildCheck, buildOrderFixture, buildRestaurant, nbsp, ORDER_ID, renderOrdering, xof } from './ordering-test-utils';

const router = { locale: 'fr', asPath: '/order', pathname: '/order', query: { type: 'TAKE_AWAY' } as Record<string, string>, push: jest.fn(() => Promise.resolve(true)), replace: jest.fn(() => Promise.resolve(true)) };
jest.mock('next/router', () => ({ useRouter: () => router }));

const checks: Record<string, unknown>[] = [];
let answer: (body: Record<string, unknown>) => TOrderCheck = () => buildCheck();
const server = setupServer(
  http.get(`${API}/restaurants/data/7`, () => HttpResponse.json(buildRestaurant())),
  http.get(`${API}/addresses`, () => HttpResponse.json({ items: [] })),
  http.post(`${API}/reservation/order/checkOrder`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    checks.push(body);
    return HttpResponse.json(answer(body));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  checks.length = 0;
  answer = () => buildCheck();
  router.push.mockClear();
});
afterAll(() => server.close());

const saveCart = (overrides: Parameters<typeof buildCart>[0] = {}) => localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(buildCart({ items: [line({ quantity: 2 })], ...overrides })));
const storedCart = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}') as { offerId: number | null; couponCode: string | null };

describe('the order screen', () => {
  it('shows the server’s lines and totals, never its own sums, and sends ids and choices only', async () => {
    saveCart();
    // The server prices the two portions at 8 000 (not the cart's 2 × 4 500), with a 500 discount.
    answer = () => buildCheck({ lines: [{ ...buildCheck().lines[0], total: xof(8000) }], totals: { subtotal: xof(8000), discount: xof(500), deliveryFee: xof(0), total: xof(7500) }, discount: { kind: 'offer', id: '5', code: null, title: 'Happy hour' } });
    renderOrdering(<CreateOrderScreen />);

    const totals = await screen.findByTestId('order-totals');
    await waitFor(() => expect(nbsp(totals.textContent)).toContain('Total7 500 F CFA'));
    expect(nbsp(totals.textContent)).toContain('Sous-total8 000 F CFA');
    expect(nbsp(totals.textContent)).toContain('Réduction− 500 F CFA');
    expect(nbsp(screen.getByTestId('order-line').textContent)).toContain('2 × Attiéké poisson8 000 F CFA');
    expect(nbsp(document.body.textContent)).not.toContain('9 000');

    expect(checks[0]).toEqual({ restaurantId: 7, type: 'TAKE_AWAY', dishes: [{ draftId: '12', dishId: 12, count: 2, collections: {} }], timing: { mode: 'asap' }, addressId: null, offerId: null, couponCode: null, special: null });
  });

  it('asks again about half a second after the diner stops typing, once for a burst of changes', async () => {
    saveCart();
    renderOrdering(<CreateOrderScreen />);
    await screen.findByTestId('order-totals');
    await waitFor(() => expect(checks).toHaveLength(1));
    await userEvent.type(screen.getByLabelText('Votre note'), 'Sans piment');
    await waitFor(() => expect(checks.at(-1)).toMatchObject({ special: 'Sans piment' }));
    expect(checks).toHaveLength(2);
  });

  it('an offer that stops applying is taken off the cart, and the diner is told why', async () => {
    saveCart({ offerId: 5 });
    answer = (body) => buildCheck({ ok: body.offerId === null, discount: null, problems: body.offerId ? [{ code: 'offer_exhausted', message: 'Offer exhausted' }] : [] });
    renderOrdering(<CreateOrderScreen />);

    const status = await screen.findByText(/Nous avons retiré l’offre de votre panier/);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(status).toHaveTextContent('Nous avons retiré l’offre de votre panier. Cette offre a atteint son nombre maximal d’utilisations.');
    await waitFor(() => expect(storedCart().offerId).toBeNull());
    expect(screen.getByRole('button', { name: 'Ajouter une offre' })).toBeInTheDocument();
  });

  it('a coupon whose discount silently disappears is removed with a message too', async () => {
    saveCart({ couponCode: 'BIENVENUE' });
    let calls = 0;
    answer = () => {
      calls += 1;
      return calls === 1 ? buildCheck({ discount: { kind: 'coupon', id: '9', code: 'BIENVENUE', title: 'Bienvenue' } }) : buildCheck({ discount: null });
    };
    renderOrdering(<CreateOrderScreen />);
    expect(await screen.findByTestId('applied-discount')).toHaveTextContent('Offre appliquée : Bienvenue');

    await userEvent.type(screen.getByLabelText('Votre note'), 'x');
    expect(await screen.findByText('Nous avons retiré l’offre de votre panier. Elle ne s’applique plus à cette commande.')).toBeInTheDocument();
    await waitFor(() => expect(storedCart().couponCode).toBeNull());
  });

  it('shows each problem beside what it concerns', async () => {
    router.query = { type: 'DELIVERY' };
    saveCart();
    answer = () => buildCheck({ ok: false, type: 'DELIVERY', problems: [{ code: 'address_required', message: 'x' }, { code: 'restaurant_closed', message: 'x' }] });
    renderOrdering(<CreateOrderScreen />);

    const address = await screen.findByRole('region', { name: 'Adresse de livraison' });
    expect(await within(address).findByText('Choisissez une adresse de livraison.')).toBeInTheDocument();
    const time = screen.getByRole('region', { name: 'Quand souhaitez-vous être livré ?' });
    expect(within(time).getByText('Le restaurant est fermé à cette heure-là.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeDisabled();
    router.query = { type: 'TAKE_AWAY' };
  });

  it('"Continuer" creates the draft order and goes to its checkout', async () => {
    saveCart();
    let created: unknown = null;
    server.use(
      http.post(`${API}/reservation/order`, async ({ request }) => {
        created = await request.json();
        return HttpResponse.json({ id: ORDER_ID }, { status: 201 });
      }),
    );
    renderOrdering(<CreateOrderScreen />);
    const button = await screen.findByRole('button', { name: 'Continuer' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith({ pathname: '/checkout', query: { orderId: ORDER_ID } }));
    expect(created).toMatchObject({ restaurantId: 7, type: 'TAKE_AWAY', timing: { mode: 'asap' } });
  });

  it('back from checkout (?orderId=), "Continuer" changes that draft instead of leaving it behind', async () => {
    router.query = { type: 'TAKE_AWAY', orderId: ORDER_ID };
    saveCart();
    let patched: unknown = null;
    server.use(
      http.get(`${API}/reservation/order/${ORDER_ID}`, () => HttpResponse.json(buildOrderFixture({ type: 'TAKE_AWAY', delivery: null }))),
      http.patch(`${API}/reservation/order/${ORDER_ID}`, async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json(buildOrderFixture({ type: 'TAKE_AWAY', delivery: null }));
      }),
    );
    renderOrdering(<CreateOrderScreen />);
    const button = await screen.findByRole('button', { name: 'Continuer' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith({ pathname: '/checkout', query: { orderId: ORDER_ID } }));
    expect(patched).toEqual({ dishes: [{ draftId: '12', dishId: 12, count: 2, collections: {} }], timing: { mode: 'asap' }, addressId: null, offerId: null, couponCode: null, special: null });
    router.query = { type: 'TAKE_AWAY' };
  });

  it('a link asking for delivery at a take-away-only restaurant lands on take-away', async () => {
    router.query = { type: 'DELIVERY' };
    router.replace.mockClear();
    server.use(http.get(`${API}/restaurants/data/7`, () => HttpResponse.json(buildRestaurant({ services: { booking: true, takeAway: true, delivery: false } }))));
    saveCart();
    renderOrdering(<CreateOrderScreen />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith({ pathname: '/order', query: { type: 'TAKE_AWAY' } }, undefined, { shallow: true, scroll: false }));
    router.query = { type: 'TAKE_AWAY' };
  });
});
