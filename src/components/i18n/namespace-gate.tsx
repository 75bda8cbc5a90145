import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Loader } from '@/components/ui/loader';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { AppI18n } from '@/lib/i18n/translator';
import { theme } from '@/styles/theme';

const FALLBACK_LANGUAGE = 'fr';
const loads = new Map<string, Promise<boolean>>();

/** Starts below the close button that drawers and modals put in their top corner. */
const Failure = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.md};
  padding: ${theme.space.xxl} ${theme.space.lg} ${theme.space.lg};
`;

async function fetchBundle(language: string, namespace: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`/locales/${language}/${namespace}.json`);
  return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
}

/**
 * Loads a namespace the page did not ship (a modal can open on any page); a missing language reads
 * French. Resolves false when neither could be fetched (offline): a later call tries again.
 */
function loadNamespace(i18n: AppI18n, language: string, namespace: string): Promise<boolean> {
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

const isReady = (i18n: AppI18n, namespaces: readonly string[]) => namespaces.every((ns) => i18n.hasResourceBundle(i18n.language, ns));

/**
 * Renders its children once their translation namespaces are loaded (lazily, for modal views); if
 * they cannot be fetched, says so and offers to try again instead of spinning for ever.
 */
export function NamespaceGate({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const { t, i18n } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const ready = isReady(i18n, namespaces);

  useEffect(() => {
    if (ready) return;
    let active = true;
    void Promise.all(namespaces.map((ns) => loadNamespace(i18n, i18n.language, ns))).then((loaded) => {
      if (!active) return;
      if (loaded.every(Boolean)) setAttempt((n) => n + 1);
      else setFailedAttempt(attempt);
    });
    return () => {
      active = false;
    };
  }, [ready, i18n, namespaces, attempt]);

  if (ready) return <>{children}</>;
  if (failedAttempt === attempt) {
    return (
      <Failure role="alert">
        <p>{t('overlay.loadFailed')}</p>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('overlay.retry')}
        </Button>
      </Failure>
    );
  }
  return <Loader />;
}
