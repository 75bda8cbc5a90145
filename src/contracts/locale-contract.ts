/** Languages catalogue content (descriptions, titles) exists in. */
export const CONTENT_LOCALES = ['fr', 'en'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
export const DEFAULT_CONTENT_LOCALE: ContentLocale = 'fr';

const isContentLocale = (value: string): value is ContentLocale => (CONTENT_LOCALES as readonly string[]).includes(value);

export function pickContentLocale(explicit: string | undefined, acceptLanguage: string | undefined): ContentLocale {
  const candidates = [explicit, ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0])];
  for (const candidate of candidates) {
    const base = candidate?.trim().toLowerCase().split('-')[0];
    if (base && isContentLocale(base)) return base;
  }
  return DEFAULT_CONTENT_LOCALE;
}

/** Picks the column of a fr/en pair for the locale. */
export const localized = <T>(locale: ContentLocale, fr: T, en: T): T => (locale === 'en' ? en : fr);
