type TranslationStore = Record<string, Record<string, unknown>>;

/**
 * Languages whose strings are complete: the translations test holds English to French's keys, so
 * their pages never read the French fallback. Arabic and Hebrew pages still need it.
 */
const COMPLETE_LANGUAGES = new Set(['fr', 'en']);

/**
 * The bundles a page in `locale` ships: a new record per language (bundles added in the browser must
 * not reach the shared one), without the fallback language's when the locale's own are complete.
 * An English page was a fifth larger for French strings it never shows.
 */
export function pageTranslationStore(locale: string, store: TranslationStore): TranslationStore {
  const needed = Object.entries(store).filter(([language]) => language === locale || !COMPLETE_LANGUAGES.has(locale));
  return Object.fromEntries(needed.map(([language, bundles]) => [language, { ...bundles }]));
}
