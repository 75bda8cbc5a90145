import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { MotionProvider } from '@/components/ui/motion/motion-provider';
import type { TReservation, TReservationOrder } from '@/contracts/reservation-contract';
import { CartContext, DraftSyncContext, type TDraftSyncState } from '@/features/cart/components/cart-context';
import type { CartContextValue } from '@/features/cart/model/cart-types';
import { theme } from '@/styles/theme';
import cart from '../../../public/locales/fr/cart.json';
import common from '../../../public/locales/fr/common.json';
import reservations from '../../../public/locales/fr/reservations.json';

export const API = 'http://localhost/api';
export const RESERVATION_ID = '11111111-2222-4333-8444-555555555555';

export function renderBookingUi(ui: ReactNode, { cartValue, sync }: { cartValue?: CartContextValue; sync?: TDraftSyncState } = {}) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'fr', fallbackLng: 'fr', ns: ['common', 'reservations', 'cart'], defaultNS: 'common', resources: { fr: { common, reservations, cart } }, initAsync: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <MotionProvider>
            <CartContext.Provider value={cartValue ?? null}>
              <DraftSyncContext.Provider value={sync ?? null}>{ui}</DraftSyncContext.Provider>
            </CartContext.Provider>
          </MotionProvider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** A cart holding a draft booking with one pre-ordered dish; every action is a spy. */
export function buildTestCart(overrides: Partial<CartContextValue> = {}): CartContextValue {
  const item = { id: 'dish-5', dishId: 5, name: 'Attiéké poisson', imageUrl: null, price: { amount: 4500, currency: 'XOF' }, quantity: 2, stock: null, collections: {}, optionNames: [], itemTotal: 9000 };
  return {
    items: [item],
    isEmpty: false,
    totalItems: 2,
    totalUniqueItems: 1,
    total: 9000,
    eventId: null,
    reservationId: RESERVATION_ID,
    offerId: null,
    couponCode: null,
    special: null,
    meta: { restaurantId: 7, currency: 'XOF' },
    draftReservation: null,
    isRestored: true,
    addItem: jest.fn(),
    removeOne: jest.fn(),
    removeItem: jest.fn(),
    updateItem: jest.fn(),
    setEvent: jest.fn(),
    setReservation: jest.fn(),
    setSpecial: jest.fn(),
    setOffer: jest.fn(),
    setCoupon: jest.fn(),
    setDraftReservation: jest.fn(),
    reset: jest.fn(),
    getItem: jest.fn(),
    inStock: jest.fn(() => true),
    ...overrides,
  };
}

export function buildReservation(overrides: Partial<TReservation> = {}): TReservation {
  const startsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
  return {
    id: RESERVATION_ID,
    status: 'confirmed',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 2 * 3_600_000).toISOString(),
    guests: 4,
    occasion: 'birthday',
    specialRequest: null,
    expireDate: null,
    eventId: null,
    offerId: null,
    createdAt: new Date().toISOString(),
    restaurant: { id: 7, name: 'Le Maquis du Lagon', address: 'Rue Pierre et Marie Curie', city: 'Abidjan', timeZone: 'Africa/Abidjan', currency: 'XOF', imageUrl: null },
    table: { id: 3, name: 'T3', area: 'Terrasse', seats: 4 },
    event: null,
    policy: { freeCancellationHours: 4, changeableUntil: new Date(Date.parse(startsAt) - 4 * 3_600_000).toISOString(), canChange: true },
    viewerRole: 'host',
    orders: [],
    totals: { event: null, dishes: xof(0), discount: xof(0), total: xof(0) },
    additionals: [],
    delivery: null,
    ...overrides,
  };
}

export const xof = (amount: number) => ({ amount, currency: 'XOF' });

/** A placed (or draft) order of the booking, its lines priced as the server prices them. */
export function buildOrder(id: string, lines: { name: string; quantity: number; unit: number }[], overrides: Partial<TReservationOrder> = {}): TReservationOrder {
  const total = lines.reduce((sum, line) => sum + line.unit * line.quantity, 0);
  return {
    id,
    type: 'BOOKING',
    status: 'placed',
    special: null,
    subtotal: xof(total),
    discount: xof(0),
    total: xof(total),
    createdAt: new Date().toISOString(),
    lines: lines.map((line, index) => ({
      id: `${id.slice(0, -2)}${String(index).padStart(2, '0')}`,
      draftId: null,
      dishId: index + 1,
      dishName: line.name,
      imageUrl: null,
      quantity: line.quantity,
      unitPrice: xof(line.unit),
      options: [],
      total: xof(line.unit * line.quantity),
    })),
    ...overrides,
  };
}
