import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance, type i18n as I18n } from 'i18next';
import { Translator } from '@/lib/i18n/translator';

const localesDir = path.resolve('public/locales');
const LANGUAGES = readdirSync(localesDir);
const NAMESPACES = readdirSync(path.join(localesDir, 'fr')).map((file) => file.replace(/\.json$/, ''));
type Tree = { [name: string]: string | Tree };

const resources = Object.fromEntries(
  LANGUAGES.map((language) => [language, Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(path.join(localesDir, language, `${ns}.json`), 'utf8')) as Tree]))]),
);

/** Every string of a bundle with its dotted key. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([name, value]) => (typeof value === 'string' ? [[`${prefix}${name}`, value] as [string, string]] : leaves(value, `${prefix}${name}.`)));
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** i18next set up as next-i18next sets it up for a page (the app rendered with this before). */
function referenceI18next(language: string): I18n {
  const instance = createInstance({
    lng: language,
    fallbackLng: { default: ['fr'] },
    defaultNS: 'common',
    ns: NAMESPACES,
    resources,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  void instance.init();
  return instance;
}

/** The calls a component makes for a key: bare, with each placeholder filled, with counts. */
function callsFor(key: string, texts: string[]): Record<string, unknown>[] {
  const names = [...new Set(texts.flatMap((text) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1].trim())))];
  const filled = Object.fromEntries(names.map((name, index) => [name, index % 2 ? 1250 : 'Chez Tantie']));
  const calls: Record<string, unknown>[] = [{}, filled, { defaultValue: 'repli' }];
  for (const count of [0, 1, 2, 5, 1.5, 21]) calls.push({ ...filled, count });
  return calls;
}

describe('SPEC §1 interface language: every string reads exactly as i18next read it', () => {
  const pluralBases = new Map<string, string[]>();
  for (const ns of NAMESPACES) {
    for (const language of LANGUAGES) {
      for (const [key, text] of leaves(resources[language][ns])) {
        const base = `${ns}:${key.replace(PLURAL_SUFFIX, '')}`;
        pluralBases.set(base, [...(pluralBases.get(base) ?? []), text]);
        if (PLURAL_SUFFIX.test(key)) pluralBases.set(`${ns}:${key}`, [text]);
      }
    }
  }

  it.each(['fr', 'en', 'ar'])('in %s, for every key of every namespace, with placeholders, counts and defaults', (language) => {
    const reference = referenceI18next(language);
    const translator = new Translator({ lng: language, fallbackLng: ['fr'], defaultNS: 'common', resources });
    let compared = 0;
    for (const [key, texts] of pluralBases) {
      const [ns, path] = key.split(':');
      for (const options of callsFor(key, texts)) {
        expect([key, options, translator.t(key, options)]).toEqual([key, options, reference.t(key, options)]);
        expect([key, options, translator.getFixedT(language, ns)(path, options)]).toEqual([key, options, reference.getFixedT(language, ns)(path, options)]);
        expect(translator.exists(key, options)).toBe(reference.exists(key, options));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(2000);
  });

  it('answers a missing key, a section and a sentence-like key as i18next does', () => {
    const reference = referenceI18next('en');
    const translator = new Translator({ lng: 'en', fallbackLng: ['fr'], defaultNS: 'common', resources });
    for (const key of ['nowhere.to.be.found', 'home:nowhere', 'errors', 'Bonjour, ça va: oui?', 'common:errors', '']) {
      expect([key, translator.t(key)]).toEqual([key, reference.t(key)]);
      expect([key, translator.t(key, { defaultValue: '' })]).toEqual([key, reference.t(key, { defaultValue: '' })]);
    }
  });

  it('the locale files use only what the translator reads: no nesting, formats, unescaped values or contexts', () => {
    const unsupported = [...pluralBases.entries()].flatMap(([key, texts]) => texts.filter((text) => /\$t\(|\{\{-|\{\{[^}]*,[^}]*\}\}/.test(text)).map((text) => `${key}: ${text}`));
    expect(unsupported).toEqual([]);
  });
});

describe('Translator: the browser instance a page hydrates with', () => {
  const make = () => new Translator({ lng: 'fr', fallbackLng: ['fr'], defaultNS: 'common', resources: { fr: { common: { hello: 'Bonjour {{name}}' } } } });

  it('adds a namespace loaded later and tells its listeners', () => {
    const translator = make();
    const added = jest.fn();
    translator.store.on('added', added);
    expect(translator.hasResourceBundle('fr', 'cart')).toBe(false);
    translator.addResourceBundle('fr', 'cart', { title: 'Panier' }, true, false);
    expect(added).toHaveBeenCalledWith('fr', 'cart');
    expect(translator.t('cart:title')).toBe('Panier');
  });

  it('keeps a bundle it holds when the same one is added without overwrite, merges new keys in', () => {
    const translator = make();
    translator.addResourceBundle('fr', 'common', { hello: 'Salut', bye: 'Au revoir' }, true, false);
    expect(translator.t('hello', { name: 'Awa' })).toBe('Bonjour Awa');
    expect(translator.t('bye')).toBe('Au revoir');
  });

  it('changes language once, telling its listeners, and reads the new language', async () => {
    const translator = make();
    translator.addResourceBundle('en', 'common', { hello: 'Hello {{name}}' });
    const changed = jest.fn();
    translator.on('languageChanged', changed);
    await translator.changeLanguage('en');
    await translator.changeLanguage('en');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(translator.t('hello', { name: 'Awa' })).toBe('Hello Awa');
  });
});
