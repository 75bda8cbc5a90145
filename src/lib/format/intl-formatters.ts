/**
 * Intl formatters are costly to build (a server render of the restaurant page built a few hundred:
 * the date strip alone asks three per day) and immutable, so each locale and option set is built
 * once per process and reused.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

// The option sets are small literals; a bounded cache still guards against unexpected variety.
const MAX_ENTRIES = 500;

function remember<T>(cache: Map<string, T>, key: string, build: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = build();
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, value);
  }
  return value;
}

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return remember(dateTimeFormats, `${locale ?? ''}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return remember(numberFormats, `${locale ?? ''}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}
