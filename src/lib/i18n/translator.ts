import type { Resource, TFunction } from 'i18next';

type Listener = (...args: unknown[]) => void;

class Emitter {
  private readonly listeners = new Map<string, Set<Listener>>();
  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
  }
  emit(event: string, ...args: unknown[]) {
    this.listeners.get(event)?.forEach((listener) => listener(...args));
  }
}

export interface TranslatorConfig {
  lng: string;
  /** Languages read, in order, when the current one lacks a key (French for the site). */
  fallbackLng: readonly string[];
  defaultNS: string;
  resources: Resource;
}

/** What the app asks of its translation instance: a Translator, or an i18next instance in unit tests. */
export type AppI18n = Pick<Translator, 'language' | 'options' | 'store' | 'on' | 'off' | 't' | 'getFixedT' | 'exists' | 'hasResourceBundle' | 'addResourceBundle' | 'changeLanguage'>;

type TOptions = { [name: string]: unknown; ns?: string | readonly string[]; lng?: string; count?: unknown; defaultValue?: unknown };

/** Characters that make a key a sentence rather than `namespace:path` (as i18next decides). */
const SENTENCE_CHARS = /[ ,?!;]/;
const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralSuffix(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return `_${rules.select(count)}`;
}

const isFound = (value: unknown) => value !== undefined && value !== null;

function valueAt(tree: unknown, path: readonly string[]): unknown {
  let node = tree;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The page's translations, read the way i18next reads them, for what the locale files use: nested
 * keys, `namespace:key`, `{{name}}` and `{{a.b}}` placeholders, plural suffixes (`_zero`, then the
 * language's Intl.PluralRules category), `defaultValue`, fallback languages. No nesting (`$t(`),
 * formats or contexts: a unit test keeps the locale files to that, and another checks every key
 * against i18next itself. The browser loads this instead of i18next's 16 KB (gzipped); the server
 * renders with it too, so both agree on every string.
 */
export class Translator extends Emitter {
  language: string;
  readonly options: { lng: string; defaultNS: string; fallbackLng: readonly string[] };
  /** Tells listeners (cached `t`s) when bundles are added, as i18next's resource store does. */
  readonly store = new Emitter();
  private readonly resources: Resource;

  constructor({ lng, fallbackLng, defaultNS, resources }: TranslatorConfig) {
    super();
    this.language = lng;
    this.options = { lng, defaultNS, fallbackLng };
    this.resources = resources ?? {};
  }

  readonly t = ((key: unknown, options?: TOptions | string) => this.translate(key, options)) as unknown as TFunction;

  getFixedT(lng: string | null, ns?: string | readonly string[]): TFunction {
    return ((key: unknown, optionsOrDefault?: TOptions | string) => {
      const options = typeof optionsOrDefault === 'string' ? { defaultValue: optionsOrDefault } : optionsOrDefault;
      return this.translate(key, { ...options, lng: options?.lng ?? lng ?? undefined, ns: options?.ns ?? ns });
    }) as unknown as TFunction;
  }

  exists(key: string, options?: TOptions): boolean {
    return this.resolve(key, options ?? {}).value !== undefined;
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.resources[language]?.[namespace] !== undefined;
  }

  addResourceBundle(language: string, namespace: string, bundle: Record<string, unknown>, deep?: boolean, overwrite?: boolean) {
    const current = this.resources[language]?.[namespace] as Record<string, unknown> | undefined;
    (this.resources[language] ??= {})[namespace] = current ? mergeBundles(current, bundle, deep, overwrite) : bundle;
    this.store.emit('added', language, namespace);
    return this;
  }

  async changeLanguage(language: string): Promise<TFunction> {
    if (language !== this.language) {
      this.language = language;
      this.emit('languageChanged', language);
    }
    return this.t;
  }

  private languagesFor(language: string): string[] {
    return [language, ...this.options.fallbackLng.filter((fallback) => fallback !== language)];
  }

  private resolve(rawKey: string, options: TOptions): { key: string; value: unknown } {
    let key = rawKey;
    let namespaces = options.ns ?? this.options.defaultNS;
    const separator = key.indexOf(':');
    if (separator > 0 && !SENTENCE_CHARS.test(key.slice(0, key.includes('.') ? key.indexOf('.') : undefined))) {
      const parts = key.split(':');
      namespaces = parts.shift()!;
      key = parts.join('.');
    }
    const count = typeof options.count === 'number' ? options.count : undefined;
    const path = key.split('.');
    for (const namespace of typeof namespaces === 'string' ? [namespaces] : namespaces) {
      for (const language of this.languagesFor(options.lng ?? this.language)) {
        const bundle = this.resources[language]?.[namespace];
        if (!bundle) continue;
        const leaf = path[path.length - 1];
        const parent = valueAt(bundle, path.slice(0, -1));
        const candidates = count === undefined ? [leaf] : [...(count === 0 ? [`${leaf}_zero`] : []), leaf + pluralSuffix(language, count), leaf];
        for (const candidate of candidates) {
          const value = valueAt(parent, [candidate]);
          if (isFound(value)) return { key, value };
        }
      }
    }
    return { key, value: undefined };
  }

  private translate(rawKey: unknown, optionsOrDefault?: TOptions | string): string {
    if (rawKey === undefined || rawKey === null) return '';
    const options: TOptions = typeof optionsOrDefault === 'string' ? { defaultValue: optionsOrDefault } : (optionsOrDefault ?? {});
    const { key, value } = this.resolve(String(rawKey), options);
    if (value !== undefined && typeof value === 'object') return `key '${key} (${this.language})' returned an object instead of string.`;
    const text = value ?? ('defaultValue' in options && isFound(options.defaultValue) ? options.defaultValue : key);
    return typeof text === 'string' ? interpolate(text, options) : String(text);
  }
}

function interpolate(text: string, values: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, rawName: string) => {
    const name = rawName.trim();
    const value = name in values ? values[name] : valueAt(values, name.split('.'));
    if (value === undefined) return Object.prototype.hasOwnProperty.call(values, name) ? '' : placeholder;
    return value === null ? '' : String(value);
  });
}

function mergeBundles(target: Record<string, unknown>, source: Record<string, unknown>, deep?: boolean, overwrite?: boolean): Record<string, unknown> {
  const merged = { ...target };
  for (const [name, value] of Object.entries(source)) {
    const existing = merged[name];
    if (deep && existing && typeof existing === 'object' && value && typeof value === 'object') {
      merged[name] = mergeBundles(existing as Record<string, unknown>, value as Record<string, unknown>, deep, overwrite);
    } else if (overwrite || !(name in merged)) {
      merged[name] = value;
    }
  }
  return merged;
}
