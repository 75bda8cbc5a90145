import { useContext, useMemo, type ReactNode } from 'react';
import { StyleSheetContext, type IStyleSheetContext } from 'styled-components';

type Stylis = IStyleSheetContext['stylis'];

/** Compiled rule sets kept per process; a page's styles are a few hundred, the rest of the app's a few thousand. */
export const STYLIS_CACHE_ENTRIES = 5000;

const cachedPerConfiguration = new Map<string, Stylis>();

/**
 * styled-components compiles a component's CSS with stylis the first time each page render meets
 * it, because every server render collects into a new sheet: the same few hundred rule sets were
 * compiled again for every page (8 % of a restaurant page's server CPU). This stylis answers a
 * rule set it has compiled before from memory. Its input is the whole key, so an answer cannot
 * differ from a fresh compilation; `hash` (the plugins' signature) keeps one cache per
 * configuration.
 */
export function cachingStylis(stylis: Stylis, maxEntries = STYLIS_CACHE_ENTRIES): Stylis {
  const known = cachedPerConfiguration.get(stylis.hash);
  if (known) return known;
  const compiled = new Map<string, string[]>();
  const cached = ((css: string, selector = '', prefix = '', componentId = '&') => {
    const key = `${componentId}\u0000${selector}\u0000${prefix}\u0000${css}`;
    const hit = compiled.get(key);
    if (hit) return hit;
    const rules = stylis(css, selector, prefix, componentId);
    if (compiled.size >= maxEntries) compiled.delete(compiled.keys().next().value as string);
    compiled.set(key, rules);
    return rules;
  }) as Stylis;
  cached.hash = stylis.hash;
  cachedPerConfiguration.set(stylis.hash, cached);
  return cached;
}

/** Test seam: forget every compiled rule set. */
export function clearStylisCache() {
  cachedPerConfiguration.clear();
}

/** Inside `ServerStyleSheet.collectStyles`: the styled components below compile through `cachingStylis`. */
export function StylisCache({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...context, stylis: cachingStylis(context.stylis) }), [context]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
