import type { AppI18n } from './translator';
import { whenIdle } from '@/lib/when-idle';

const FALLBACK_LANGUAGE = 'fr';
const loads = new Map<string, Promise<boolean>>();

async function fetchBundle(language: string, namespace: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`/locales/${language}/${namespace}.json`);
  return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
}

/**
 * Loads a namespace the page did not ship (a modal can open on any page); a missing language reads
 * French. Resolves false when neither could be fetched (offline): a later call tries again.
 */
export function loadNamespace(i18n: AppI18n, language: string, namespace: string): Promise<boolean> {
  const key = `${language}/${namespace}`;
  if (!loads.has(key)) {
    const load = (async () => {
      const bundle = (await fetchBundle(language, namespace)) ?? (await fetchBundle(FALLBACK_LANGUAGE, namespace));
      if (!bundle) throw new Error(`no ${namespace} strings`);
      i18n.addResourceBundle(language, namespace, bundle, true, false);
      return true;
    })().catch(() => {
      loads.delete(key);
      return false;
    });
    loads.set(key, load);
  }
  return loads.get(key)!;
}

export const hasNamespaces = (i18n: AppI18n, namespaces: readonly string[]) => namespaces.every((ns) => i18n.hasResourceBundle(i18n.language, ns));

/** Fetches, once the browser is idle, the strings of what a diner is likely to open next; returns a cancel. */
export function preloadNamespacesWhenIdle(i18n: AppI18n, namespaces: readonly string[]): () => void {
  if (hasNamespaces(i18n, namespaces)) return () => undefined;
  return whenIdle(() => {
    for (const namespace of namespaces) void loadNamespace(i18n, i18n.language, namespace);
  });
}
