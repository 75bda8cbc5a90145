import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { MotionProvider } from '@/components/ui/motion/motion-provider';
import type { TPayment } from '@/contracts/payment-contract';
import { theme } from '@/styles/theme';
import common from '../../../public/locales/fr/common.json';
import orders from '../../../public/locales/fr/orders.json';
import payments from '../../../public/locales/fr/payments.json';

export const API = 'http://localhost/api';
export const ORDER_ID = '0a1b2c3d-1111-4222-8333-444455556666';
export const PAYMENT_ID = '5a1b2c3d-1111-4222-8333-444455556666';
export const xof = (amount: number) => ({ amount, currency: 'XOF' });

/** The payments UI with its namespaces already loaded (the modal's NamespaceGate passes at once). */
export function renderPaymentsUi(ui: ReactNode, locale = 'fr') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: locale, fallbackLng: 'fr', ns: ['common', 'payments', 'orders'], defaultNS: 'common', resources: { fr: { common, payments, orders } }, initAsync: false, interpolation: { escapeValue: false } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
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

/** GET /staticData as a server with nothing configured answers it, unless told otherwise. */
export function buildStaticData({ stripePublicKey = '', mobileMoneyMethods }: { stripePublicKey?: string; mobileMoneyMethods?: string[] } = {}) {
  return {
    cities: [],
    foodCategories: [],
    moneyChanges: [],
    stripePublicKey,
    countries: [{ id: 1, code: 'CI', name: 'Côte d’Ivoire', dialCode: '225', currency: 'XOF' }],
    feedbackTypes: [],
    ...(mobileMoneyMethods && { mobileMoneyMethods }),
  };
}

export function buildPayment(overrides: Partial<TPayment> = {}): TPayment {
  return {
    id: PAYMENT_ID,
    orderId: ORDER_ID,
    reservationId: null,
    restaurant: { id: 7, name: 'Le Maquis du Lagon' },
    provider: 'on_site',
    method: 'cash',
    amount: xof(9000),
    status: 'pending',
    createdAt: '2030-03-01T11:00:00.000Z',
    updatedAt: '2030-03-01T11:00:00.000Z',
    receiptSentAt: null,
    ...overrides,
  };
}

export const apiError = (statusCode: number, code: string, details?: unknown) => ({ error: { statusCode, name: 'Error', message: code, code, details } });

export async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}
