import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { AppI18n } from '@/lib/i18n/translator';
import { Loader } from '@/components/ui/loader';

const FALLBACK_LANGUAGE = 'fr';
const loads = new Map<string, Promise<void>>();

async function fetchBundle(language: string, namespace: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`/locales/${language}/${namespace}.json`);
  return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
}

/** Loads a namespace the page did not ship (a modal can open on any page); a missing language reads French. */
function loadNamespace(i18n: AppI18n, language: string, namespace: string): Promise<void> {
  const key = `${language}/${namespace}`;
  if (!loads.has(key)) {
    const load = (async () => {
      const bundle = (await fetchBundle(language, namespace)) ?? (await fetchBundle(FALLBACK_LANGUAGE, namespace));
      if (bundle) i18n.addResourceBundle(language, namespace, bundle, true, false);
    })().catch(() => {
      loads.delete(key);
    });
    loads.set(key, load);
  }
  return loads.get(key)!;
}

const isReady = (i18n: AppI18n, namespaces: readonly string[]) => namespaces.every((ns) => i18n.hasResourceBundle(i18n.language, ns));

/** Renders its children once their translation namespaces are loaded (lazily, for modal views). */
export function NamespaceGate({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const { i18n } = useTranslation('common');
  const [, setLoaded] = useState(0);
  const ready = isReady(i18n, namespaces);

  useEffect(() => {
    if (ready) return;
    let active = true;
    void Promise.all(namespaces.map((ns) => loadNamespace(i18n, i18n.language, ns))).then(() => active && setLoaded((n) => n + 1));
    return () => {
      active = false;
    };
  }, [ready, i18n, namespaces]);

  return ready ? <>{children}</> : <Loader />;
}
