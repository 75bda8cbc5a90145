import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const LOCALES_DIR = path.join(process.cwd(), 'public/locales');
/** i18next adds these to a key for plural forms: `remaining.left` is written `remaining.left_one`… */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const flatten = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, child]) => flatten(child, `${prefix}${key}.`)) : [prefix.slice(0, -1)];

function readNamespaces(language: string) {
  return readdirSync(path.join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ namespace: file.replace(/\.json$/, ''), keys: flatten(JSON.parse(readFileSync(path.join(LOCALES_DIR, language, file), 'utf8'))) }));
}

/** Every key the app has, as i18next prints it when the translation is missing: `key` or `namespace:key`. */
function buildKnownKeys(language: string) {
  const namespaces = readNamespaces(language);
  const keys = new Set<string>();
  for (const { namespace, keys: own } of namespaces) {
    for (const key of own) {
      const base = key.replace(PLURAL_SUFFIX, '');
      keys.add(base).add(`${namespace}:${base}`);
    }
  }
  const names = namespaces.map(({ namespace }) => namespace).join('|');
  // A dotted word with an optional namespace, e.g. `detail.from`, `dishes:detail.dietaryTitle`, `dietary.gluten-free`.
  const token = new RegExp(`\\b(?:(?:${names}):)?[a-z][A-Za-z0-9_]*(?:\\.[A-Za-z0-9_-]*[A-Za-z0-9_])+`, 'g');
  return { keys, token };
}

const known = new Map<string, ReturnType<typeof buildKnownKeys>>();

/**
 * The translation keys a page shows as text instead of their translation. Only tokens that are
 * real keys of public/locales count, so a domain name or a file name is never taken for one.
 */
export function findUntranslatedKeys(visibleText: string, language = 'fr'): string[] {
  if (!known.has(language)) known.set(language, buildKnownKeys(language));
  const { keys, token } = known.get(language)!;
  return [...new Set(visibleText.match(token) ?? [])].filter((candidate) => keys.has(candidate));
}
