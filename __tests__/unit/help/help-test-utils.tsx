import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/styles/theme';
import common from '../../../public/locales/fr/common.json';
import help from '../../../public/locales/fr/help.json';

export const API = 'http://localhost/api';

/** The help UI with French texts, a fresh query cache (no retries) and the theme. */
export function renderHelpUi(ui: ReactNode, queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } })) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'fr', fallbackLng: 'fr', ns: ['common', 'help'], defaultNS: 'common', resources: { fr: { common, help } }, initAsync: false });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
