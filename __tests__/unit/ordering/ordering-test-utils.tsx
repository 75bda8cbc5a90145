import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import addresses from '../../../public/locales/fr/addresses.json';
import cart from '../../../public/locales/fr/cart.json';
import common from '../../../public/locales/fr/common.json';
import ordering from '../../../public/locales/fr/ordering.json';
import { CartProvider } from '@/features/cart/components/cart-provider';
import type { TOrder, TOrderCheck, TOrderLine } from '@/contracts/order-contract';
import type { TRestaurantDetail } from '@/contracts/restaurant-contract';
import { theme } from '@/styles/theme';

export const API = 'http://localhost/api';
export const ORDER_ID = '22222222-2222-4222-8222-222222222222';
export const xof = (amount: number) => ({ amount, currency: 'XOF' });
export const nbsp = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

/** French, the query client, the theme and (by default) the real cart provider over localStorage. */
export function renderOrdering(ui: ReactNode, { withCart = true }: { withCart?: boolean } = {}) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { common, cart, ordering, addresses } }, defaultNS: 'common', initAsync: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{withCart ? <CartProvider>{ui}</CartProvider> : ui}</ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

export function buildLine(overrides: Partial<TOrderLine> = {}): TOrderLine {
  return { draftId: '12', dishId: 12, dishName: 'Attiéké poisson', imageUrl: null, quantity: 2, unitPrice: xof(4500), options: [], total: xof(9000), ...overrides };
}

export function buildCheck(overrides: Partial<TOrderCheck> = {}): TOrderCheck {
  return {
    ok: true,
    restaurantId: 7,
    type: 'TAKE_AWAY',
    currency: 'XOF',
    lines: [buildLine()],
    totals: { subtotal: xof(9000), discount: xof(0), deliveryFee: xof(0), total: xof(9000) },
    readyAt: '2026-11-26T12:45:00.000Z',
    discount: null,
    delivery: null,
    problems: [],
    ...overrides,
  };
}

export function buildOrderFixture(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: ORDER_ID,
    type: 'DELIVERY',
    status: 'draft',
    restaurant: { id: 7, name: 'Le Maquis du Lagon', address: 'Boulevard de Marseille, Abidjan', phone: null, timeZone: 'Africa/Abidjan', imageUrl: null },
    lines: [buildLine({ options: [{ groupId: 1, optionId: 3, name: 'Alloco', price: xof(500) }], total: xof(10_000) })],
    totals: { subtotal: xof(10_000), discount: xof(1000), deliveryFee: xof(1500), total: xof(10_500) },
    special: 'Sans piment',
    isAsap: false,
    readyAt: '2026-11-27T12:30:00.000Z',
    discount: { kind: 'offer', id: '5', code: null, title: '10 % le midi' },
    delivery: {
      address: { label: 'Maison', line1: 'Rue des Jardins', line2: null, district: 'Cocody', cityName: 'Abidjan', landmark: 'Derrière la pharmacie Saint-Michel, portail bleu', phone: '+2250712345678', instructions: null, latitude: 5.35, longitude: -3.98 },
      distanceMeters: 3200,
      fee: xof(1500),
    },
    steps: [],
    cancelReason: null,
    createdAt: '2026-11-26T11:00:00.000Z',
    placedAt: null,
    canCancel: true,
    ...overrides,
  };
}

/** Open every day 11:00–15:00, and Friday to Saturday night 19:00–01:00; closed on Mondays. */
export const OPENING_HOURS = [0, 2, 3, 4, 5, 6].flatMap((day) => [{ day, opens: '11:00', closes: '15:00' }, ...(day === 5 ? [{ day, opens: '19:00', closes: '01:00' }] : [])]);

export function buildRestaurant(overrides: Partial<TRestaurantDetail> = {}): Partial<TRestaurantDetail> {
  return {
    id: 7,
    name: 'Le Maquis du Lagon',
    address: 'Boulevard de Marseille, Abidjan',
    timeZone: 'Africa/Abidjan',
    currency: 'XOF',
    services: { booking: true, takeAway: true, delivery: true },
    openingHours: OPENING_HOURS,
    ...overrides,
  };
}
