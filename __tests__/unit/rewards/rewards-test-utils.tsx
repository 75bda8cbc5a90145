import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { MotionProvider } from '@/components/ui/motion/motion-provider';
import type { TOffer } from '@/contracts/offer-contract';
import type { TRewardCoupon, TUserCoupon } from '@/contracts/reward-contract';
import { CartContext } from '@/features/cart/components/cart-context';
import type { CartContextValue } from '@/features/cart/model/cart-types';
import { theme } from '@/styles/theme';
import common from '../../../public/locales/fr/common.json';
import offers from '../../../public/locales/fr/offers.json';
import rewards from '../../../public/locales/fr/rewards.json';
import routes from '../../../public/locales/fr/routes.json';
import enRewards from '../../../public/locales/en/rewards.json';

export const API = 'http://localhost/api';

export function renderRewardsUi(ui: ReactNode, { cartValue, locale = 'fr' }: { cartValue?: CartContextValue; locale?: 'fr' | 'en' } = {}) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'fr',
    ns: ['common', 'offers', 'rewards', 'routes'],
    defaultNS: 'common',
    resources: { fr: { common, offers, rewards, routes }, en: { rewards: enRewards } },
    initAsync: false,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <MotionProvider>
            <CartContext.Provider value={cartValue ?? null}>{ui}</CartContext.Provider>
          </MotionProvider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

const inDays = (days: number) => new Date(Date.UTC(2026, 11, 1) + days * 86_400_000).toISOString();

export function buildOffer(overrides: Partial<TOffer> = {}): TOffer {
  return {
    id: 1,
    code: 'BIENVENUE',
    title: 'Bienvenue chez nous',
    description: 'Pour votre première commande.',
    discount: { kind: 'percent', value: 15, currency: null },
    minOrder: { amount: 10000, currency: 'XOF' },
    startsAt: inDays(-10),
    endsAt: '2026-12-31T23:00:00.000Z',
    restaurant: { id: 7, name: 'Le Maquis du Lagon' },
    orderTypes: ['TAKE_AWAY', 'DELIVERY', 'BOOKING'],
    oncePerDiner: false,
    remaining: null,
    usedByMe: false,
    imageUrl: null,
    ...overrides,
  };
}

export function buildReward(overrides: Partial<TRewardCoupon> = {}): TRewardCoupon {
  return {
    id: 3,
    title: 'Dessert offert',
    description: 'Un dessert au choix.',
    pointsCost: 1500,
    discount: { kind: 'amount', value: 2000, currency: 'XOF' },
    validDays: 30,
    restaurant: null,
    stock: 12,
    imageUrl: null,
    canRedeem: true,
    ...overrides,
  };
}

export function buildUserCoupon(overrides: Partial<TUserCoupon> = {}): TUserCoupon {
  const { canRedeem: _canRedeem, stock: _stock, ...reward } = buildReward();
  return {
    id: 'aaaaaaaa-bbbb-4ccc-8ddd-000000000001',
    code: 'RWD-7K2Q',
    status: 'available',
    reward,
    acquiredAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-20T10:00:00.000Z',
    usedAt: null,
    ...overrides,
  };
}
