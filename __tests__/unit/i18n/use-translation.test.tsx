import { act, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useTranslation } from '@/lib/i18n/use-translation';

async function makeI18n(): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'fr',
    fallbackLng: 'fr',
    ns: ['common', 'home'],
    defaultNS: 'common',
    resources: {
      fr: { common: { hello: 'Bonjour', count_one: '{{count}} table', count_other: '{{count}} tables' }, home: { title: 'Votre table' } },
      en: { common: { hello: 'Hello', count_one: '{{count}} table', count_other: '{{count}} tables' }, home: { title: 'Your table' } },
    },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('SPEC §1 interface language: French by default, English offered', () => {
  it('translates with the first namespace, reaches others by prefix, and plurals as i18next does', async () => {
    const i18n = await makeI18n();
    function Greeting() {
      const { t } = useTranslation(['common', 'home']);
      return <p>{`${t('hello')} · ${t('home:title')} · ${t('count', { count: 2 })}`}</p>;
    }
    render(<I18nextProvider i18n={i18n}><Greeting /></I18nextProvider>);
    expect(screen.getByText('Bonjour · Votre table · 2 tables')).toBeInTheDocument();
  });

  it('re-renders every component in the new language when the diner switches', async () => {
    const i18n = await makeI18n();
    function Hello() {
      const { t } = useTranslation('common');
      return <p>{t('hello')}</p>;
    }
    function Title() {
      const { t } = useTranslation('home');
      return <h1>{t('title')}</h1>;
    }
    render(<I18nextProvider i18n={i18n}><Hello /><Title /></I18nextProvider>);
    expect(screen.getByText('Bonjour')).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your table' })).toBeInTheDocument();
  });

  it('gives every component asking for the same language and namespace the same t (made once per page, not per component)', async () => {
    const i18n = await makeI18n();
    const seen: TFunction[] = [];
    function Probe({ ns }: { ns: string }) {
      seen.push(useTranslation(ns).t as TFunction);
      return null;
    }
    render(<I18nextProvider i18n={i18n}><Probe ns="common" /><Probe ns="common" /><Probe ns="home" /></I18nextProvider>);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[0]);
  });

  it("reads a namespace loaded after the first render (a modal's strings), not a remembered missing key", async () => {
    const i18n = await makeI18n();
    function Label() {
      const { t } = useTranslation('modal');
      return <p>{t('title')}</p>;
    }
    const { rerender } = render(<I18nextProvider i18n={i18n}><Label /></I18nextProvider>);
    expect(screen.getByText('title')).toBeInTheDocument();
    act(() => {
      i18n.addResourceBundle('fr', 'modal', { title: 'Réserver' }, true, false);
    });
    rerender(<I18nextProvider i18n={i18n}><Label /></I18nextProvider>);
    expect(screen.getByText('Réserver')).toBeInTheDocument();
  });
});
