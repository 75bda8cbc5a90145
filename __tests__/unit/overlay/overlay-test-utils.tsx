import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MotionProvider } from '@/components/ui/motion/motion-provider';
import { theme } from '@/styles/theme';
import fr from '../../../public/locales/fr/common.json';

export function createI18n(lng: string) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'fr',
    ns: ['common'],
    defaultNS: 'common',
    resources: { fr: { common: fr } },
    initAsync: false,
  });
  return i18n;
}

export function renderWithProviders(ui: ReactNode, { locale = 'fr', withMotion = true }: { locale?: string; withMotion?: boolean } = {}) {
  return render(
    <I18nextProvider i18n={createI18n(locale)}>
      <ThemeProvider theme={theme}>
        {withMotion ? <MotionProvider>{ui}</MotionProvider> : ui}
      </ThemeProvider>
    </I18nextProvider>,
  );
}

/** jsdom has no matchMedia: answer the reduced-motion query as asked, every other query false. */
export function mockMatchMedia({ reducedMotion }: { reducedMotion: boolean }) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: query.includes('prefers-reduced-motion') ? reducedMotion : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
