import { createInstance, type i18n as I18n, type InitOptions, type Resource } from 'i18next';

/** What serverSideTranslations hands each page (`pageProps._nextI18Next`). */
export interface TPageTranslations {
  initialI18nStore: Resource;
  initialLocale: string;
  ns: string[];
  userConfig: { defaultNS?: string; fallbackLng?: InitOptions['fallbackLng']; i18n?: { defaultLocale?: string } } | null;
}

/** Languages and namespaces a server keeps an instance for: every page's set in every locale is far fewer. */
const MAX_SERVER_INSTANCES = 200;
const serverInstances = new Map<string, I18n>();

/** An initialised instance holding the page's translations, set up as next-i18next sets its own. */
export function createAppI18n({ initialI18nStore, initialLocale, ns, userConfig }: TPageTranslations): I18n {
  const instance = createInstance({
    lng: initialLocale,
    fallbackLng: userConfig?.fallbackLng ?? userConfig?.i18n?.defaultLocale ?? initialLocale,
    defaultNS: userConfig?.defaultNS ?? 'common',
    ns,
    resources: initialI18nStore,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // Every resource is in hand: initialise synchronously, so the first render is translated.
    initAsync: false,
  });
  void instance.init();
  return instance;
}

/** Adds the bundles a page brought that the instance does not hold yet (next page, other namespaces). */
export function addMissingBundles(instance: I18n, store: Resource) {
  for (const [language, bundles] of Object.entries(store ?? {})) {
    for (const [namespace, bundle] of Object.entries(bundles)) {
      if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, bundle, true, true);
    }
  }
}

/**
 * The server's shared instance for a page's language and namespaces. A production server's locale
 * files never change, so the same key always brings the same resources; in development they are
 * re-read on every request, and so is the instance made anew.
 */
export function serverI18nFor(translations: TPageTranslations): I18n {
  if (process.env.NODE_ENV !== 'production') return createAppI18n(translations);
  const store = translations.initialI18nStore ?? {};
  const key = Object.keys(store)
    .sort()
    .map((language) => `${language}:${Object.keys(store[language]).sort().join(',')}`)
    .join('|');
  const cacheKey = `${translations.initialLocale}|${key}`;
  let instance = serverInstances.get(cacheKey);
  if (!instance) {
    if (serverInstances.size >= MAX_SERVER_INSTANCES) serverInstances.clear();
    instance = createAppI18n(translations);
    serverInstances.set(cacheKey, instance);
  }
  return instance;
}
