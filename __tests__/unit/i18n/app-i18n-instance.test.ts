import { addMissingBundles, createAppI18n, serverI18nFor, type TPageTranslations } from '@/lib/i18n/app-i18n-instance';

const userConfig = { defaultNS: 'common', fallbackLng: { default: ['fr'] }, i18n: { defaultLocale: 'fr' } };

function pageTranslations(locale: string, namespaces: Record<string, Record<string, string>>): TPageTranslations {
  const store = { fr: { common: { hello: 'Bonjour', only: 'Seulement en français' }, ...namespaces } } as TPageTranslations['initialI18nStore'];
  if (locale === 'en') store.en = { common: { hello: 'Hello' } };
  return { initialI18nStore: store, initialLocale: locale, ns: ['common', ...Object.keys(namespaces)], userConfig };
}

describe('SPEC §1 interface language: French by default, English offered', () => {
  const previousEnv = process.env.NODE_ENV;
  afterEach(() => {
    (process.env as Record<string, string | undefined>).NODE_ENV = previousEnv;
  });

  it('translates on the first render, in the page locale, falling back to French', () => {
    const i18n = createAppI18n(pageTranslations('en', {}));
    expect(i18n.t('hello')).toBe('Hello');
    expect(i18n.t('only')).toBe('Seulement en français');
  });

  it('a production server shares one instance per locale and set of namespaces, and never mixes them', () => {
    (process.env as Record<string, string | undefined>).NODE_ENV = 'production';
    const home = serverI18nFor(pageTranslations('fr', { home: { title: 'Accueil' } }));
    expect(serverI18nFor(pageTranslations('fr', { home: { title: 'Accueil' } }))).toBe(home);
    const english = serverI18nFor(pageTranslations('en', { home: { title: 'Accueil' } }));
    expect(english).not.toBe(home);
    expect(english.t('hello')).toBe('Hello');
    expect(home.t('hello')).toBe('Bonjour');
    expect(serverI18nFor(pageTranslations('fr', { search: { title: 'Recherche' } }))).not.toBe(home);
  });

  it('outside production every render gets its own instance (locale files are re-read while developing)', () => {
    (process.env as Record<string, string | undefined>).NODE_ENV = 'development';
    const translations = pageTranslations('fr', {});
    expect(serverI18nFor(translations)).not.toBe(serverI18nFor(translations));
  });

  it('in the browser, gains the namespaces of the next page without losing those it had', () => {
    const i18n = createAppI18n(pageTranslations('fr', { home: { title: 'Accueil' } }));
    addMissingBundles(i18n, pageTranslations('fr', { search: { title: 'Recherche' } }).initialI18nStore);
    expect(i18n.t('home:title')).toBe('Accueil');
    expect(i18n.t('search:title')).toBe('Recherche');
  });
});
