import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { TDishDetail } from '@/contracts/dish-contract';
import { CART_STORAGE_KEY } from '@/features/cart/model/cart-storage';
import { clearToasts, getSnapshot } from '@/lib/toast/toast-store';
import { getUiState, openModal, resetUiState } from '@/lib/ui-state/ui-store';
import { buildCartItem, ProductDetailView } from '@/screens/shell/product-detail-view';
import { API, buildCart, buildDraft, line, renderCartProbe, RESERVATION_ID } from './cart-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr' }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  clearToasts();
  resetUiState();
});
afterAll(() => server.close());

const xof = (amount: number) => ({ amount, currency: 'XOF' });
const dish: TDishDetail = {
  id: 21,
  restaurantId: 7,
  menuId: null,
  categoryId: null,
  name: 'Pizza du lagon',
  description: 'Tomate, poisson fumé.',
  course: 'main',
  price: xof(8000),
  imageUrl: null,
  allergens: [],
  dietaryTags: [],
  dailyStock: 10,
  isAvailable: true,
  optionGroups: [
    { id: 1, name: 'Taille', minSelect: 1, maxSelect: 1, options: [{ id: 11, name: 'Moyenne', price: xof(0) }, { id: 12, name: 'Grande', price: xof(3000) }] },
    { id: 2, name: 'Suppléments', minSelect: 0, maxSelect: 2, options: [{ id: 22, name: 'Champignons', price: xof(1000) }, { id: 21, name: 'Œuf', price: xof(500) }] },
  ],
  restaurant: { id: 7, name: 'Le Maquis du Lagon', currency: 'XOF', timeZone: 'Africa/Abidjan' },
  serviceDate: '2026-11-26',
  remainingToday: 4,
};

function serveDish(remaining?: { date?: string; eventId?: string; count: number | null }) {
  const remainingAsked: string[] = [];
  server.use(
    http.get(`${API}/dishes/21`, () => HttpResponse.json(dish)),
    http.get(`${API}/reservations/:id`, () => HttpResponse.json({ id: RESERVATION_ID, expireDate: null })),
    http.get(`${API}/restaurants/dishRemaining/7`, ({ request }) => {
      remainingAsked.push(new URL(request.url).search);
      return HttpResponse.json({ restaurantId: 7, eventId: null, serviceDate: '2026-11-27', items: [{ dishId: 21, stock: 10, remaining: remaining?.count ?? null }] });
    }),
  );
  return remainingAsked;
}

describe('add to order from the product detail', () => {
  it('builds one line per dish and option choice, whatever the order the options were picked in', () => {
    const item = buildCartItem(dish, { 1: [12], 2: [21, 22] });
    expect(item).toMatchObject({ id: '21-12.21.22', dishId: 21, restaurantId: 7, price: xof(12_500), collections: { 1: [12], 2: [21, 22] }, optionNames: ['Grande', 'Champignons', 'Œuf'] });
    expect(buildCartItem(dish, { 1: [12], 2: [22, 21] }).id).toBe(item.id);
    expect(buildCartItem(dish, { 1: [], 2: [] })).toMatchObject({ id: '21', collections: {} });
  });

  it('adds the chosen dish, options and quantity, closes the modal and says so', async () => {
    serveDish();
    openModal('PRODUCT_DETAIL', { dishId: 21 });
    const { current } = renderCartProbe(<ProductDetailView data={{ dishId: 21 }} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Grande/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Une portion de plus' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter à la commande' }));
    expect(current().items).toEqual([expect.objectContaining({ id: '21-12', quantity: 2, price: xof(11_000), itemTotal: 22_000, optionNames: ['Grande'], stock: 4 })]);
    expect(current().totalItems).toBe(2);
    expect(getUiState().modalView).toBeNull();
    expect(getSnapshot().map((toast) => toast.text)).toEqual(['Pizza du lagon ajouté à votre commande']);
  });

  it('§5 the stock for a booking comes from dishRemaining with the booking’s UTC date and its id (its own hold stays the diner’s), and bounds the quantity', async () => {
    const asked = serveDish({ count: 2 });
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(buildCart({ reservationId: RESERVATION_ID, draftReservation: buildDraft() })));
    renderCartProbe(<ProductDetailView data={{ dishId: 21 }} />);
    expect(await screen.findByText('Encore 2 portions possibles')).toBeInTheDocument();
    expect(asked).toEqual([`?date=${encodeURIComponent('2026-11-27T20:00:00.000Z')}&reservationId=${RESERVATION_ID}`]);
    const plus = screen.getByRole('button', { name: 'Une portion de plus' });
    await userEvent.click(plus);
    expect(plus).toBeDisabled();
  });

  it('a sold-out dish cannot be added', async () => {
    serveDish({ count: 0 });
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(buildCart({ reservationId: RESERVATION_ID, draftReservation: buildDraft({ eventId: 5 }) })));
    renderCartProbe(<ProductDetailView data={{ dishId: 21 }} />);
    expect(await screen.findByText('Plus de portion disponible pour ce plat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter à la commande' })).toBeDisabled();
  });

  it('a dish of another restaurant asks to start a new cart before adding', async () => {
    serveDish();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(buildCart({ items: [line({ id: '90', dishId: 90 })], meta: { restaurantId: 8, currency: 'XOF' } })));
    const { current } = renderCartProbe(<ProductDetailView data={{ dishId: 21 }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter à la commande' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Votre panier contient déjà des plats d’un autre restaurant');
    expect(current().items.map((item) => item.id)).toEqual(['90']);
    await userEvent.click(screen.getByRole('button', { name: 'Vider le panier et ajouter' }));
    await waitFor(() => expect(current().items.map((item) => item.id)).toEqual(['21-11']));
    expect(current().meta.restaurantId).toBe(7);
  });

  it('a cart holding a booking at another restaurant names it before dropping it', async () => {
    serveDish();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(buildCart({ reservationId: RESERVATION_ID, meta: { restaurantId: 8, currency: null }, draftReservation: buildDraft({ restaurantId: 8, restaurantName: 'Chez Tantie Akissi' }) })));
    const { current } = renderCartProbe(<ProductDetailView data={{ dishId: 21 }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter à la commande' }));
    expect(screen.getByRole('alert')).toHaveTextContent('réservation provisoire chez Chez Tantie Akissi');
    await userEvent.click(screen.getByRole('button', { name: 'Garder mon panier' }));
    expect(current()).toMatchObject({ reservationId: RESERVATION_ID, isEmpty: true });
  });
});
