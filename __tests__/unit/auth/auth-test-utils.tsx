import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { theme } from '@/styles/theme';
import common from '../../../public/locales/fr/common.json';
import auth from '../../../public/locales/fr/auth.json';

export const API = 'http://localhost/api';

export function createTestI18n() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'fr',
    fallbackLng: 'fr',
    ns: ['common', 'auth'],
    defaultNS: 'common',
    resources: { fr: { common, auth } },
    initAsync: false,
  });
  return i18n;
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
}

export function renderWithAuthProviders(ui: ReactNode, queryClient = createTestQueryClient()) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createTestI18n()}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export const sampleMe = {
  id: '7f1c2d4e-1111-4222-8333-444455556666',
  email: 'awa@example.ci',
  firstName: 'Awa',
  lastName: 'Koné',
  phone: null,
  avatarUrl: null,
  cityId: null,
  countryId: null,
  emailVerified: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  settings: { language: 'fr', moneyId: 'XOF', notifications: { application: true, newsletter: true, specialOffers: true } },
};
