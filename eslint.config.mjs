// @ts-check
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const CLIENT = ['./src/screens', './src/features', './src/components', './src/lib', './src/styles'];

/** One zone per feature folder, read from disk so a new feature is covered the day it is created. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'One feature does not import another: a screen combines them, and what several share lives in lib/ or components/.',
}));

/** Browser-only components go through clientOnlyDynamic, which renders their placeholder until the page has hydrated. */
const BROWSER_ONLY_DYNAMIC = {
  selector: "CallExpression[callee.name='dynamic'] Property[key.name='ssr'][value.value=false]",
  message: "Use clientOnlyDynamic from '@/lib/react/client-only-dynamic': next/dynamic's ssr: false alone can break hydration.",
};

export default tseslint.config(
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'drizzle/**', 'test-results/**', 'coverage/**', 'next-env.d.ts', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: "Use Link from '@/components/ui/link' (no viewport prefetching)." },
            { name: 'next-i18next/pages', importNames: ['useTranslation'], message: "Use useTranslation from '@/lib/i18n/use-translation' (one t per namespace, no per-component copy of the instance)." },
            { name: 'next-i18next/pages', importNames: ['appWithTranslation'], message: "Use appWithI18n from '@/lib/i18n/app-with-i18n' (one i18next instance per locale on the server, not one per render)." },
            { name: 'react-i18next', importNames: ['useTranslation'], message: "Use useTranslation from '@/lib/i18n/use-translation'." },
          ],
        },
      ],
      // DESIGN.md rule 1: imports flow one way; server and client never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: CLIENT, from: './src/server', message: 'Client code must not import server code.' },
            // getServerSideProps lives in the page file (Next strips it from the browser bundle) and delegates to page-props.
            { target: './src/pages', from: './src/server', except: ['./page-props', './api-handler.ts'], message: 'Pages reach the server only through page-props loaders.' },
            { target: './src/server', from: ['./src/screens', './src/components', './src/pages'], message: 'Server code must not import UI code.' },
            { target: './src/server', from: './src/features/**', except: ['**/src/features/*/api/*-keys.ts', '**/src/features/*/api/get-*.ts'], message: 'The server may only borrow query keys and fetch options from features (page-props prefetch).' },
            { target: ['./src/components', './src/lib', './src/contracts'], from: ['./src/features', './src/screens', './src/pages'], message: 'Shared code must not import features, screens or pages.' },
            { target: ['./src/lib', './src/contracts'], from: './src/components', message: 'lib/ and contracts/ sit below components/.' },
            { target: './src/features', from: ['./src/screens', './src/pages'], message: 'Features must not import screens or pages.' },
            ...featureZones,
            { target: './src/screens', from: './src/pages', message: 'Screens must not import pages.' },
            { target: './src/contracts', from: ['./src/lib', './src/components'], message: 'Contracts stand alone.' },
          ],
        },
      ],
    },
  },
  {
    // DESIGN.md rule 12: no literal UI text; every string goes through t().
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[A-Za-zÀ-ÿ]{2,}/]', message: 'Use t() for user-facing text.' },
        BROWSER_ONLY_DYNAMIC,
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', BROWSER_ONLY_DYNAMIC],
    },
  },
  {
    files: ['src/components/ui/link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['__tests__/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-restricted-syntax': 'off' },
  },
);
