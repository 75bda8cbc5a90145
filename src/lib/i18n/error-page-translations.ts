import enCart from '../../../public/locales/en/cart.json';
import enCommon from '../../../public/locales/en/common.json';
import enNav from '../../../public/locales/en/nav.json';
import frCart from '../../../public/locales/fr/cart.json';
import frCommon from '../../../public/locales/fr/common.json';
import frNav from '../../../public/locales/fr/nav.json';

const RESOURCES = { fr: { common: frCommon, nav: frNav, cart: frCart }, en: { common: enCommon, nav: enNav, cart: enCart } } as const;

interface TErrorPageLocales {
  locale?: string;
  locales?: readonly string[];
  defaultLocale?: string;
}

/**
 * The error page renders through getInitialProps, where serverSideTranslations (file system) is
 * not available; it carries the namespaces it needs in the same shape appWithTranslation reads.
 */
export function buildErrorPageTranslations({ locale = 'fr', locales = ['fr', 'en'], defaultLocale = 'fr' }: TErrorPageLocales) {
  const initialI18nStore = { fr: RESOURCES.fr, ...(locale === 'en' ? { en: RESOURCES.en } : {}) };
  return {
    _nextI18Next: {
      initialI18nStore,
      initialLocale: locale,
      ns: ['common', 'nav', 'cart'],
      userConfig: { i18n: { defaultLocale, locales: [...locales] }, fallbackLng: { default: ['fr'] }, defaultNS: 'common' },
    },
  };
}
