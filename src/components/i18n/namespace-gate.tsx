import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Loader } from '@/components/ui/loader';
import { useTranslation } from '@/lib/i18n/use-translation';
import { hasNamespaces, loadNamespace } from '@/lib/i18n/load-namespace';
import { theme } from '@/styles/theme';

/** Starts below the close button that drawers and modals put in their top corner. */
const Failure = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.md};
  padding: ${theme.space.xxl} ${theme.space.lg} ${theme.space.lg};
`;

interface NamespaceGateProps {
  namespaces: readonly string[];
  children: ReactNode;
  /** For an extra on a page (a banner): nothing while the strings load, nor if they cannot be fetched. */
  quiet?: boolean;
}

/**
 * Renders its children once their translation namespaces are loaded (lazily, for modal views); if
 * they cannot be fetched, says so and offers to try again instead of spinning for ever.
 */
export function NamespaceGate({ namespaces, children, quiet = false }: NamespaceGateProps) {
  const { t, i18n } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const ready = hasNamespaces(i18n, namespaces);

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
  if (quiet) return null;
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
