import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ModalHost, type ModalRegistry } from '@/components/ui/modal/modal-host';
import { clearToasts, getSnapshot as getToasts } from '@/lib/toast/toast-store';
import { getUiState, openModal, resetUiState, setAuthorized, type ModalView } from '@/lib/ui-state/ui-store';
import { AddOfferView } from '@/screens/shell/add-offer-view';
import { buildTestCart } from '../reservations/reservations-test-utils';
import { mockMatchMedia } from '../overlay/overlay-test-utils';
import { API, buildOffer, buildUserCoupon, renderRewardsUi } from './rewards-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/order', pathname: '/order', query: {} }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  mockMatchMedia({ reducedMotion: true });
  setAuthorized(true);
});
afterEach(() => {
  server.resetHandlers();
  act(() => resetUiState());
  clearToasts();
});
afterAll(() => server.close());

const VIEWS = new Proxy({} as ModalRegistry, { get: (_, view: ModalView) => ({ component: view === 'ADD_OFFER' ? AddOfferView : () => null }) });

function Opener({ data }: { data: unknown }) {
  return (
    <>
      <button type="button" onClick={() => openModal('ADD_OFFER', data)}>
        Ajouter une offre
      </button>
      <ModalHost views={VIEWS} />
    </>
  );
}

const siteCoupon = buildUserCoupon();
const otherRestaurantCoupon = buildUserCoupon({ id: 'aaaaaaaa-bbbb-4ccc-8ddd-000000000002', code: 'RWD-AILLEURS', reward: { ...siteCoupon.reward, id: 9, title: 'Chez un autre', restaurant: { id: 99, name: 'Ailleurs' } } });
const usedCoupon = buildUserCoupon({ id: 'aaaaaaaa-bbbb-4ccc-8ddd-000000000003', code: 'RWD-USED', status: 'used', usedAt: '2026-11-22T10:00:00.000Z', reward: { ...siteCoupon.reward, title: 'Déjà servi' } });

function serveOffersAndCoupons(seen: URL[] = []) {
  server.use(
    http.get(`${API}/offers`, ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json({ items: [buildOffer(), buildOffer({ id: 2, title: 'Une fois seulement', oncePerDiner: true, usedByMe: true, code: null, minOrder: null })] });
    }),
    http.get(`${API}/user-coupons`, () => HttpResponse.json({ items: [usedCoupon, otherRestaurantCoupon, siteCoupon] })),
  );
}

async function openAddOffer(data: unknown = { restaurantId: 7, orderType: 'TAKE_AWAY' }, cartOverrides: Parameters<typeof buildTestCart>[0] = {}) {
  const user = userEvent.setup();
  const cart = buildTestCart(cartOverrides);
  renderRewardsUi(<Opener data={data} />, { cartValue: cart });
  const opener = screen.getByRole('button', { name: 'Ajouter une offre' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter une offre' });
  return { user, cart, dialog, opener };
}

describe('the add-offer modal (§2 add offer)', () => {
  it('asks for the running offers of this restaurant and order type, in words, and marks one already used', async () => {
    const seen: URL[] = [];
    serveOffersAndCoupons(seen);
    const { dialog } = await openAddOffer();

    const offer = await within(dialog).findByRole('button', { name: /^Bienvenue chez nous/ });
    expect(seen[0].searchParams.get('restaurantId')).toBe('7');
    expect(seen[0].searchParams.get('type')).toBe('TAKE_AWAY');
    expect(offer).toHaveAccessibleName(/15\s%\sde réduction/);
    expect(offer).toHaveAccessibleName(/Dès 10\s000\sF CFA de commande/);
    expect(offer).toHaveAccessibleName(/Jusqu’au 31 décembre 2026/);
    const spent = within(dialog).getByRole('button', { name: /^Une fois seulement/ });
    expect(spent).toBeDisabled();
    expect(spent).toHaveTextContent('Déjà utilisée');
  });

  it('choosing an offer sets it on the cart, closes with a toast, and gives the focus back to the opener', async () => {
    serveOffersAndCoupons();
    const { user, cart, dialog, opener } = await openAddOffer();

    await user.click(await within(dialog).findByRole('button', { name: /^Bienvenue chez nous/ }));

    expect(cart.setOffer).toHaveBeenCalledWith(1);
    expect(cart.setCoupon).not.toHaveBeenCalled();
    expect(getUiState().modalView).toBeNull();
    expect(getToasts().map((toast) => toast.text)).toContain('Offre « Bienvenue chez nous » ajoutée : elle sera vérifiée avec votre commande.');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('lists only the diner’s available coupons usable at this restaurant; choosing one puts its code on the cart', async () => {
    serveOffersAndCoupons();
    const { user, cart, dialog } = await openAddOffer();

    const coupons = await within(dialog).findByRole('list', { name: 'Vos coupons utilisables' });
    expect(within(coupons).getAllByRole('button')).toHaveLength(1);
    expect(within(dialog).queryByText(/RWD-USED/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/RWD-AILLEURS/)).not.toBeInTheDocument();

    await user.click(within(coupons).getByRole('button', { name: /^Dessert offert/ }));
    expect(cart.setCoupon).toHaveBeenCalledWith('RWD-7K2Q');
    expect(cart.setOffer).not.toHaveBeenCalled();
  });

  it('a typed code goes to the cart trimmed; an empty one is refused with a message', async () => {
    serveOffersAndCoupons();
    const { user, cart, dialog } = await openAddOffer();
    const field = within(dialog).getByRole('textbox', { name: 'Code promo ou coupon' });

    await user.click(within(dialog).getByRole('button', { name: 'Appliquer le code' }));
    expect(field).toHaveAccessibleDescription('Saisissez un code.');
    expect(cart.setCoupon).not.toHaveBeenCalled();

    await user.type(field, '  NOEL26 {Enter}');
    expect(cart.setCoupon).toHaveBeenCalledWith('NOEL26');
    expect(getUiState().modalView).toBeNull();
  });

  it('works from the keyboard: Tab reaches an offer, Enter chooses it; Escape closes without choosing', async () => {
    serveOffersAndCoupons();
    const { user, cart, dialog, opener } = await openAddOffer();
    await within(dialog).findByRole('button', { name: /^Bienvenue chez nous/ });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cart.setOffer).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Ajouter une offre' });
    const offer = await within(again).findByRole('button', { name: /^Bienvenue chez nous/ });
    while (document.activeElement !== offer && again.contains(document.activeElement ?? null)) await user.tab();
    expect(offer).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cart.setOffer).toHaveBeenCalledWith(1);
  });

  it('a visitor sees the offers and is told coupons need an account (no coupon request)', async () => {
    setAuthorized(false);
    let couponRequests = 0;
    server.use(
      http.get(`${API}/offers`, () => HttpResponse.json({ items: [buildOffer()] })),
      http.get(`${API}/user-coupons`, () => {
        couponRequests += 1;
        return HttpResponse.json({ items: [] });
      }),
    );
    const { dialog } = await openAddOffer({ restaurantId: 7, orderType: 'DELIVERY' });

    expect(await within(dialog).findByRole('button', { name: /^Bienvenue chez nous/ })).toBeEnabled();
    expect(within(dialog).getByText('Connectez-vous pour utiliser les coupons de vos récompenses.')).toBeInTheDocument();
    expect(couponRequests).toBe(0);
  });

  it('for a booking it offers the running offers only: a booking’s draft carries an offer, not a code', async () => {
    const seen: URL[] = [];
    serveOffersAndCoupons(seen);
    const { user, cart, dialog } = await openAddOffer({ restaurantId: 7, orderType: 'BOOKING' });

    const offer = await within(dialog).findByRole('button', { name: /^Bienvenue chez nous/ });
    expect(seen[0].searchParams.get('type')).toBe('BOOKING');
    expect(within(dialog).queryByRole('textbox', { name: 'Code promo ou coupon' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Vos coupons' })).not.toBeInTheDocument();
    await user.click(offer);
    expect(cart.setOffer).toHaveBeenCalledWith(1);
  });

  it('a code already chosen can be removed, which clears both offer and code', async () => {
    serveOffersAndCoupons();
    const { user, cart, dialog } = await openAddOffer(undefined, { couponCode: 'NOEL26' });

    await user.click(within(dialog).getByRole('button', { name: 'Retirer le code NOEL26' }));
    expect(cart.setOffer).toHaveBeenCalledWith(null);
    expect(cart.setCoupon).toHaveBeenCalledWith(null);
    expect(getUiState().modalView).toBeNull();
  });

  it('with nothing chosen there is nothing to remove', async () => {
    serveOffersAndCoupons();
    const { dialog } = await openAddOffer();
    await within(dialog).findByRole('button', { name: /^Bienvenue chez nous/ });
    expect(within(dialog).queryByRole('button', { name: /^Retirer/ })).not.toBeInTheDocument();
  });

  it('opened without a restaurant and order type, it says where it opens from and lists nothing', async () => {
    const { dialog } = await openAddOffer({ restaurantId: 7 });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Cette fenêtre s’ouvre depuis une commande ou une réservation.');
  });
});
