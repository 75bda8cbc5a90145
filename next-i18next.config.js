// @ts-check
/** Languages the site ships; ar/he are accepted so right-to-left layout can be exercised. */
/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'fr',
    locales: ['fr', 'en'],
    localeDetection: false,
  },
  fallbackLng: { default: ['fr'] },
  defaultNS: 'common',
  localePath: require('path').resolve('./public/locales'),
  reloadOnPrerender: process.env.NODE_ENV === 'development',
};
