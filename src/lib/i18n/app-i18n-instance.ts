import type { InitOptions, Resource } from 'i18next';
import { Translator } from './translator';

/** What serverSideTranslations hands each page (`pageProps._nextI18Next`). */
export interface TPageTranslations {
  initialI18nStore: Resource;
  initialLocale: string;
  ns: string[];
  userConfig: { defaultNS?: string; fallbackLng?: InitOptions['fallbackLng']; i18n?: { defaultLocale?: string } } | null;
}

/** Languages and namespaces a server keeps an instance for: every page's set in every locale is far fewer. */
const MAX_SERVER_INSTANCES = 200;
const serverInstances = new Map<string, Translator>();

/** The languages next-i18next's `fallbackLng` names (a language, a list, or `{ default: [...] }`). */
export function fallbackLanguagesOf(fallbackLng: InitOptions['fallbackLng'] | undefined): string[] {
  if (typeof fallbackLng === 'string') return [fallbackLng];
  if (Array.isArray(fallbackLng)) return [...fallbackLng];
  if (fallbackLng && typeof fallbackLng === 'object' && 'default' in fallbackLng) return [...(fallbackLng as { default: readonly string[] }).default];
  return [];
}

/** A translator holding the page's translations, with next-i18next's configuration. */
export function createAppI18n({ initialI18nStore, initialLocale, userConfig }: TPageTranslations): Translator {
  return new Translator({
    lng: initialLocale,
    fallbackLng: fallbackLanguagesOf(userConfig?.fallbackLng ?? userConfig?.i18n?.defaultLocale ?? initialLocale),
    defaultNS: userConfig?.defaultNS ?? 'common',
    // Its own record per language: bundles added later must not reach the page props they came from.
    resources: Object.fromEntries(Object.entries(initialI18nStore ?? {}).map(([language, bundles]) => [language, { ...bundles }])),
  });
}

/** Adds the bundles a page brought that the instance does not hold yet (next page, other namespaces). */
export function addMissingBundles(instance: Translator, store: Resource) {
  for (const [language, bundles] of Object.entries(store ?? {})) {
    for (const [namespace, bundle] of Object.entries(bundles)) {
      if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, bundle as Record<string, unknown>, true, true);
    }
  }
}

/**
 * The server's shared instance for a page's language and namespaces. A production server's locale
 * files never change, so the same key always brings the same resources; in development they are
 * re-read on every request, and so is the instance made anew.
 */
export function serverI18nFor(translations: TPageTranslations): Translator {
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
