import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { PageSeo } from '@/components/seo/page-seo';
import { Loader } from '@/components/ui/loader';
import { openModal } from '@/lib/ui-state/ui-store';
import { useAuthorized } from '@/lib/session/use-authorized';
import { LoginRequiredPanel } from './login-required-panel';
import { theme } from '@/styles/theme';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${theme.space.xxxl};
  color: ${theme.color.brand};
`;

/**
 * SPEC §4/§6: a login-required page asks a visitor to log in (the LOGIN modal over a short
 * explanation) and, once they have, renders in place: they stay on the page they asked for.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const authorized = useAuthorized();

  useEffect(() => {
    if (authorized === false) openModal('LOGIN', { reason: 'required' });
  }, [authorized]);

  if (authorized === true) return <>{children}</>;
  return (
    <>
      <PageSeo title={t('auth.required.title')} description={t('auth.required.body')} noIndex />
      {authorized === null ? (
        <Centered>
          <Loader label={t('auth.checking')} />
        </Centered>
      ) : (
        <LoginRequiredPanel />
      )}
    </>
  );
}
