/** Locales the site is translated into; the language menu offers exactly these (SPEC §2). */
export const SITE_LANGUAGES = ['en', 'fr'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'fr';

/** SPEC §9 language map: a language code from outside (browser, user settings) → a site locale. */
export const LANGUAGE_MAP: Readonly<Record<string, SiteLanguage>> = { 'fr-US': 'fr', en: 'en', fr: 'fr' };

export const isSiteLanguage = (value: unknown): value is SiteLanguage =>
  typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);

/** Exact map entries first, then the base language (en-GB → en); anything else is French. */
export function mapLanguageToLocale(code: string | null | undefined): SiteLanguage {
  const trimmed = code?.trim() ?? '';
  const exact = LANGUAGE_MAP[trimmed];
  if (exact) return exact;
  const base = trimmed.toLowerCase().split(/[-_]/)[0];
  return LANGUAGE_MAP[base] ?? DEFAULT_SITE_LANGUAGE;
}
