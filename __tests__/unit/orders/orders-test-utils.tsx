import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { MotionProvider } from '@/components/ui/motion/motion-provider';
import type { TOrder, TOrderSummary, TStaffBooking, TStaffOrder } from '@/contracts/order-contract';
import { theme } from '@/styles/theme';
import common from '../../../public/locales/fr/common.json';
import manager from '../../../public/locales/fr/manager.json';
import orders from '../../../public/locales/fr/orders.json';

export const API = 'http://localhost/api';
export const ORDER_ID = '0a1b2c3d-1111-4222-8333-444455556666';
export const xof = (amount: number) => ({ amount, currency: 'XOF' });

export function renderOrdersUi(ui: ReactNode, queryClient?: QueryClient) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'fr', fallbackLng: 'fr', ns: ['common', 'orders', 'manager'], defaultNS: 'common', resources: { fr: { common, orders, manager } }, initAsync: false });
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <MotionProvider>{ui}</MotionProvider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { client, ...view };
}

/** A take-away order of Le Maquis du Lagon (Abidjan, UTC+0), placed at 11:00 and ready around 11:45. */
export function buildOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: ORDER_ID,
    type: 'TAKE_AWAY',
    status: 'placed',
    restaurant: { id: 7, name: 'Le Maquis du Lagon', address: 'Rue Pierre et Marie Curie, Cocody', phone: '+225 07 01 02 03 04', timeZone: 'Africa/Abidjan', imageUrl: null },
    lines: [{ draftId: null, dishId: 5, dishName: 'Attiéké poisson', imageUrl: null, quantity: 2, unitPrice: xof(4500), options: [{ groupId: 1, optionId: 2, name: 'Piment à part', price: xof(0) }], total: xof(9000) }],
    totals: { subtotal: xof(9000), discount: xof(0), deliveryFee: xof(0), total: xof(9000) },
    special: null,
    isAsap: true,
    readyAt: '2030-03-01T11:45:00.000Z',
    discount: null,
    delivery: null,
    steps: [{ status: 'placed', at: '2030-03-01T11:00:00.000Z', reason: null }],
    cancelReason: null,
    createdAt: '2030-03-01T10:55:00.000Z',
    placedAt: '2030-03-01T11:00:00.000Z',
    canCancel: true,
    ...overrides,
  };
}

export const DELIVERY = {
  address: { label: 'Maison', line1: '12 rue des Jardins', line2: null, district: 'Cocody', cityName: 'Abidjan', landmark: 'Face à la pharmacie des Deux-Plateaux', phone: '+2250701020304', instructions: null, latitude: 5.35, longitude: -3.98 },
  distanceMeters: 2400,
  fee: xof(1000),
};

export function buildSummary(id: string, overrides: Partial<TOrderSummary> = {}): TOrderSummary {
  const { restaurant, totals, readyAt, createdAt, placedAt } = buildOrder();
  return { id, type: 'TAKE_AWAY', status: 'accepted', restaurant, totals, readyAt, createdAt, placedAt, itemCount: 2, ...overrides };
}

export function buildStaffOrder(overrides: Partial<TStaffOrder> = {}): TStaffOrder {
  const { canCancel: _ignored, ...order } = buildOrder();
  return { ...order, customer: { firstName: 'Awa', phone: '+2250701020304' }, nextStatuses: ['accepted', 'cancelled'], ...overrides };
}

export function buildStaffBooking(overrides: Partial<TStaffBooking> = {}): TStaffBooking {
  return {
    id: '99999999-1111-4222-8333-444455556666',
    status: 'confirmed',
    startsAt: new Date(Date.now() - 15 * 60_000).toISOString(),
    guests: 4,
    customer: { firstName: 'Moussa', phone: '+221771234567' },
    table: { id: 3, name: 'T3', area: 'Terrasse', seats: 4 },
    specialRequest: null,
    ...overrides,
  };
}

export const apiError = (statusCode: number, code: string) => ({ error: { statusCode, name: 'Error', message: code, code } });
