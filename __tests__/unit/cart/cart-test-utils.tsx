import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import cart from '../../../public/locales/fr/cart.json';
import common from '../../../public/locales/fr/common.json';
import dishes from '../../../public/locales/fr/dishes.json';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { useCart } from '@/features/cart/components/use-cart';
import type { Cart, CartContextValue, CartItem, DraftReservation, NewCartItem } from '@/features/cart/model/cart-types';
import { EMPTY_CART, normalizeCart } from '@/features/cart/model/cart-reducer';
import { useErrorTranslator } from '@/lib/i18n/use-error-translator';
import { theme } from '@/styles/theme';

export const API = 'http://localhost/api';
export const RESERVATION_ID = '11111111-1111-4111-8111-111111111111';

export function buildItem(overrides: Partial<NewCartItem> = {}): NewCartItem {
  return {
    id: '12',
    dishId: 12,
    restaurantId: 7,
    name: 'Attiéké poisson',
    imageUrl: null,
    price: { amount: 4500, currency: 'XOF' },
    stock: 5,
    collections: {},
    optionNames: [],
    ...overrides,
  };
}

export function buildDraft(overrides: Partial<DraftReservation> = {}): DraftReservation {
  return {
    status: 'draft',
    restaurantId: 7,
    restaurantName: 'Le Maquis du Lagon',
    eventId: null,
    startsAt: '2026-11-27T20:00:00.000Z',
    timeZone: 'Africa/Abidjan',
    guests: 4,
    occasion: null,
    specialRequest: null,
    expireDate: '2026-11-26T20:15:00.000Z',
    ...overrides,
  };
}

/** A saved cart as the provider writes it, with lines built from `items`. */
export function buildCart(overrides: Partial<Cart> & { items?: CartItem[] } = {}): Cart {
  return normalizeCart({ ...EMPTY_CART, meta: { restaurantId: 7, currency: 'XOF' }, ...overrides });
}

export const line = (overrides: Partial<CartItem> = {}): CartItem => {
  const { restaurantId: _r, quantity = 1, ...item } = buildItem(overrides as Partial<NewCartItem>);
  return { ...item, quantity, itemTotal: 0, ...overrides };
};

function ErrorTranslator() {
  useErrorTranslator();
  return null;
}

/** Hands the live cart to the test after every render. */
export function CartProbe({ onCart }: { onCart: (cart: CartContextValue) => void }) {
  onCart(useCart());
  return null;
}

export function renderWithCart(ui: ReactNode) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { common, cart, dishes } }, defaultNS: 'common', initAsync: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <ErrorTranslator />
          <CartProvider>{ui}</CartProvider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** Renders the provider with a probe; `current()` is the cart as last rendered. */
export function renderCartProbe(ui: ReactNode = null) {
  let latest: CartContextValue | null = null;
  const utils = renderWithCart(
    <>
      <CartProbe onCart={(cart) => (latest = cart)} />
      {ui}
    </>,
  );
  return {
    ...utils,
    current: () => {
      if (!latest) throw new Error('cart not rendered');
      return latest;
    },
  };
}
