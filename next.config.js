// @ts-check
const { i18n } = require('./next-i18next.config.js');

/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  i18n,
  // Production class names carry no component name: shorter HTML on every page (about 8 KB on home).
  compiler: { styledComponents: { displayName: process.env.NODE_ENV !== 'production', ssr: true } },
  // PGlite and pg are loaded by the API at run time, never bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` is the gate; the build should not run tsc twice
};
