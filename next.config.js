// @ts-check
const { i18n } = require('./next-i18next.config.js');

/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Pages are sent with `Cache-Control: no-store`, so no browser ever revalidates one: hashing every
  // page's HTML for an ETag cost 2 % of the server's CPU for nothing.
  generateEtags: false,
  i18n,
  // Production class names carry no component name: shorter HTML on every page (about 8 KB on home).
  compiler: { styledComponents: { displayName: process.env.NODE_ENV !== 'production', ssr: true } },
  // PGlite and pg are loaded by the API at run time, never bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` is the gate; the build should not run tsc twice
};
