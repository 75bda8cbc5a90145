/** @jest-environment node */
import { mapLanguageToLocale } from '@/lib/i18n/language-map';
import { findPreferredLocaleRedirect, readLocaleCookie } from '@/lib/i18n/preferred-locale-redirect';

describe('language map', () => {
  it('§9 maps fr-US to fr, en to en and fr to fr', () => {
    expect(mapLanguageToLocale('fr-US')).toBe('fr');
    expect(mapLanguageToLocale('en')).toBe('en');
    expect(mapLanguageToLocale('fr')).toBe('fr');
  });

  it('maps regional variants to their base language and anything else to French (the default)', () => {
    expect(mapLanguageToLocale('en-GB')).toBe('en');
    expect(mapLanguageToLocale('fr_CI')).toBe('fr');
    expect(mapLanguageToLocale('de')).toBe('fr');
    expect(mapLanguageToLocale(undefined)).toBe('fr');
    expect(mapLanguageToLocale('')).toBe('fr');
  });
});

describe('remembered language', () => {
  const base = { locales: ['fr', 'en', 'ar', 'he'], defaultLocale: 'fr' };

  it('sends an unprefixed address to the chosen language, keeping path and query', () => {
    expect(findPreferredLocaleRedirect({ ...base, url: '/', cookieLocale: 'en' })).toBe('/en');
    expect(findPreferredLocaleRedirect({ ...base, url: '/faq?x=1', cookieLocale: 'en' })).toBe('/en/faq?x=1');
    expect(findPreferredLocaleRedirect({ ...base, url: '/?q=a', cookieLocale: 'en' })).toBe('/en?q=a');
  });

  it('never overrides an explicit prefix, the default language or an unknown cookie', () => {
    expect(findPreferredLocaleRedirect({ ...base, url: '/fr/faq', cookieLocale: 'en' })).toBeNull();
    expect(findPreferredLocaleRedirect({ ...base, url: '/en', cookieLocale: 'en' })).toBeNull();
    expect(findPreferredLocaleRedirect({ ...base, url: '/faq', cookieLocale: 'fr' })).toBeNull();
    expect(findPreferredLocaleRedirect({ ...base, url: '/faq', cookieLocale: 'xx' })).toBeNull();
    expect(findPreferredLocaleRedirect({ ...base, url: '/faq', cookieLocale: undefined })).toBeNull();
    expect(findPreferredLocaleRedirect({ ...base, url: '/_next/data/b/faq.json', cookieLocale: 'en' })).toBeNull();
  });

  it('reads NEXT_LOCALE from a Cookie header', () => {
    expect(readLocaleCookie('a=1; NEXT_LOCALE=en; b=2')).toBe('en');
    expect(readLocaleCookie('a=1')).toBeUndefined();
    expect(readLocaleCookie(undefined)).toBeUndefined();
    expect(readLocaleCookie('NEXT_LOCALE=%E0%A4%A')).toBeUndefined();
  });
});
