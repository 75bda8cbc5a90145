import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import common from '../../../public/locales/fr/common.json';
import { theme } from '@/styles/theme';

export const API = 'http://localhost/api';

/** Renders a form in French with the given namespaces next to `common`, a query client and the theme. */
export function renderForm(ui: ReactNode, namespaces: Record<string, object>) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { common, ...namespaces } }, defaultNS: 'common', initAsync: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** What assistive technology reads after the field's label: its hint, or its error. */
export const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

export const countries = [
  { id: 1, code: 'CI', name: "Côte d'Ivoire", dialCode: '+225', currency: 'XOF' },
  { id: 2, code: 'SN', name: 'Sénégal', dialCode: '+221', currency: 'XOF' },
];
