import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import type { TNotification } from '@/contracts/notification-contract';
import { theme } from '@/styles/theme';
import common from '../../../public/locales/fr/common.json';
import nav from '../../../public/locales/fr/nav.json';
import notifications from '../../../public/locales/fr/notifications.json';

export const API = 'http://localhost/api';

export function renderWithProviders(ui: ReactElement) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { common, nav, notifications } }, defaultNS: 'common', initAsync: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

export const listOf = (items: TNotification[], unreadCount: number) => ({ items, unreadCount, hasMore: false });

export const notificationAt = (createdAt: string, overrides: Partial<TNotification> = {}): TNotification => ({
  id: `00000000-0000-4000-8000-${String(Date.parse(createdAt)).padStart(12, '0').slice(-12)}`,
  kind: 'booking_confirmed',
  params: { restaurant: 'Le Maquis du Lagon' },
  link: '/my-account/bookings/b1',
  createdAt,
  isUnread: true,
  ...overrides,
});
