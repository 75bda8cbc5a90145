// @ts-check
/**
 * Languages the site ships: French (default) and English. Arabic and Hebrew are accepted so
 * right-to-left layout works (SPEC §2); their strings fall back to French until translated, and
 * the language menu offers only en/fr.
 */
/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'fr',
    locales: ['fr', 'en', 'ar', 'he'],
    // Detection would send English browsers to /en; the remembered NEXT_LOCALE choice is honoured
    // by the page loaders instead (src/lib/i18n/preferred-locale-redirect.ts).
    localeDetection: false,
  },
  fallbackLng: { default: ['fr'] },
  defaultNS: 'common',
  localePath: require('path').resolve('./public/locales'),
  reloadOnPrerender: process.env.NODE_ENV === 'development',
};
