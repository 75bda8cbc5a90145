import { useContext, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CART_STORAGE_KEY } from '@/features/cart/model/cart-storage';
import { DraftSyncContext } from '@/features/cart/components/cart-context';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { useCart } from '@/features/cart/components/use-cart';
import { CART_QUANTITY_MESSAGE, EMPTY_CART, restoreCart } from '@/features/cart/model/cart-reducer';
import { API, buildCart, buildDraft, buildItem, CartProbe, line, renderCartProbe, RESERVATION_ID } from './cart-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr' }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
const saveCart = (value: unknown) => localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(value));

function serveReservation(status: number) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/reservations/:id`, ({ params }) => {
      asked.push(String(params.id));
      return status === 200
        ? HttpResponse.json({ id: params.id, expireDate: '2026-11-26T20:30:00.000Z' })
        : HttpResponse.json({ error: { statusCode: status, name: 'Error', message: 'no', code: status === 404 ? 'not_found' : 'internal' } }, { status });
    }),
  );
  return asked;
}

describe('cart provider', () => {
  it('§4 cart: restored from localStorage "CartContext" at start', async () => {
    saveCart(buildCart({ items: [line({ quantity: 2 })], special: 'Sans piment' }));
    const { current } = renderCartProbe();
    await waitFor(() => expect(current().isRestored).toBe(true));
    expect(current()).toMatchObject({ totalItems: 2, total: 9000, special: 'Sans piment', isEmpty: false });
  });

  it('§4 cart: a cart saved before booking statuses existed restores its booking as a draft', async () => {
    serveReservation(200);
    const { status: _status, ...oldDraft } = buildDraft();
    saveCart(buildCart({ items: [line()], reservationId: RESERVATION_ID, draftReservation: oldDraft as ReturnType<typeof buildDraft> }));
    const { current } = renderCartProbe();
    await waitFor(() => expect(current().isRestored).toBe(true));
    expect(current().draftReservation).toMatchObject({ status: 'draft', restaurantId: 7 });
  });

  it('§4 cart: a confirmed booking taking more dishes is restored as confirmed', async () => {
    serveReservation(200);
    saveCart(buildCart({ items: [line()], reservationId: RESERVATION_ID, draftReservation: buildDraft({ status: 'confirmed', expireDate: null }) }));
    const { current } = renderCartProbe();
    await waitFor(() => expect(current().isRestored).toBe(true));
    expect(current().draftReservation).toMatchObject({ status: 'confirmed', expireDate: null });
  });

  it('§4 cart: restoring keeps the current reservation id', async () => {
    const asked = serveReservation(200);
    saveCart(buildCart({ items: [line()], reservationId: '22222222-2222-4222-8222-222222222222', eventId: 5 }));
    // A child's mount effect runs before the provider's restore: a booking made there must survive it.
    function BookOnMount() {
      const { setReservation } = useCart();
      useEffect(() => setReservation(RESERVATION_ID, null), [setReservation]);
      return null;
    }
    const { current } = renderCartProbe(<BookOnMount />);
    await waitFor(() => expect(current().isRestored).toBe(true));
    expect(current()).toMatchObject({ reservationId: RESERVATION_ID, eventId: null, totalItems: 1 });
    await waitFor(() => expect(asked).toEqual([RESERVATION_ID]));
  });

  it('§4 cart: restoring takes the saved reservation id when none is current', () => {
    const saved = buildCart({ reservationId: RESERVATION_ID, eventId: 5 });
    expect(restoreCart(EMPTY_CART, saved)).toMatchObject({ reservationId: RESERVATION_ID, eventId: 5 });
    expect(restoreCart({ ...EMPTY_CART, reservationId: 'current' }, saved).reservationId).toBe('current');
    expect(restoreCart(EMPTY_CART, null)).toBe(EMPTY_CART);
  });

  it('§4 cart: saved on every change', async () => {
    const { current } = renderCartProbe();
    await waitFor(() => expect(current().isRestored).toBe(true));
    act(() => current().addItem(buildItem(), 2));
    expect(stored()).toMatchObject({ totalItems: 2, items: [{ id: '12', quantity: 2 }] });
    act(() => current().setSpecial('Bien cuit'));
    expect(stored().special).toBe('Bien cuit');
    act(() => current().removeOne('12'));
    expect(stored().items[0].quantity).toBe(1);
    act(() => current().reset());
    expect(stored()).toEqual(EMPTY_CART);
  });

  it('§4 cart: corrupt or foreign saved data is dropped, never trusted', async () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    const first = renderCartProbe();
    await waitFor(() => expect(first.current().isRestored).toBe(true));
    expect(first.current().isEmpty).toBe(true);
    first.unmount();

    saveCart({ items: [{ id: 'x', quantity: -4 }], reservationId: 12 });
    const second = renderCartProbe();
    await waitFor(() => expect(second.current().isRestored).toBe(true));
    expect(second.current().items).toEqual([]);
  });

  it('§4 cart: the server render holds an empty, unrestored cart', () => {
    saveCart(buildCart({ items: [line({ quantity: 2 })] }));
    const seen: Array<{ isRestored: boolean; totalItems: number }> = [];
    renderToString(
      <CartProvider>
        <CartProbe onCart={(cart) => seen.push({ isRestored: cart.isRestored, totalItems: cart.totalItems })} />
      </CartProvider>,
    );
    expect(seen).toEqual([{ isRestored: false, totalItems: 0 }]);
  });

  it('§4 cart: a dish added before the cart has loaded is in it once loaded, with the saved ones', async () => {
    saveCart(buildCart({ items: [line({ quantity: 2 })] }));
    const { current } = renderCartProbe();
    expect(current().isRestored).toBe(false);
    act(() => current().addItem(buildItem({ id: '13', name: 'Alloco' })));
    await waitFor(() => expect(current().isRestored).toBe(true));
    expect(current().items.map((item) => [item.id, item.quantity])).toEqual(
      expect.arrayContaining([
        [line().id, 2],
        ['13', 1],
      ]),
    );
  });

  it('§4 draft: a flush asked before the cart has loaded waits for it instead of reporting a save that did not happen', async () => {
    let flushed = false;
    function FlushAtOnce() {
      const sync = useContext(DraftSyncContext);
      useEffect(() => void sync?.flush().then(() => (flushed = true)), []); // eslint-disable-line react-hooks/exhaustive-deps
      return null;
    }
    const { current } = renderCartProbe(<FlushAtOnce />);
    expect(flushed).toBe(false);
    await waitFor(() => expect(current().isRestored).toBe(true));
    await waitFor(() => expect(flushed).toBe(true));
  });

  it('§5 cart quantity must be greater than zero (the context throws to the caller)', async () => {
    const { current } = renderCartProbe();
    await waitFor(() => expect(current().isRestored).toBe(true));
    expect(() => current().addItem(buildItem(), 0)).toThrow(CART_QUANTITY_MESSAGE);
    expect(current().isEmpty).toBe(true);
  });

  it('§8 reservation 404 resets the cart', async () => {
    const asked = serveReservation(404);
    saveCart(buildCart({ items: [line()], reservationId: RESERVATION_ID, draftReservation: buildDraft() }));
    const { current } = renderCartProbe();
    await waitFor(() => expect(asked).toEqual([RESERVATION_ID]));
    await waitFor(() => expect(current().reservationId).toBeNull());
    expect(current().isEmpty).toBe(true);
    expect(stored()).toEqual(EMPTY_CART);
  });

  it('§8 another failure fetching the reservation leaves the cart alone', async () => {
    const asked = serveReservation(500);
    saveCart(buildCart({ items: [line()], reservationId: RESERVATION_ID, draftReservation: buildDraft() }));
    const { current } = renderCartProbe();
    await waitFor(() => expect(asked).toEqual([RESERVATION_ID]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(current()).toMatchObject({ reservationId: RESERVATION_ID, totalItems: 1 });
  });

  it('a cart without reservation asks the server nothing', async () => {
    saveCart(buildCart({ items: [line()] }));
    const { current } = renderCartProbe();
    await waitFor(() => expect(current().isRestored).toBe(true));
    // onUnhandledRequest: 'error' would fail the test on any request.
    expect(current().reservationId).toBeNull();
  });
});
