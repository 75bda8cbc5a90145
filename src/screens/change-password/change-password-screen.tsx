import { RequireLogin } from '@/features/auth/components/require-login';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { RouteIntro } from '@/components/layout/route-intro';
import { ChangePasswordForm } from '@/screens/auth/lazy-auth-forms';
import { withAppLayout } from '@/screens/shell/app-layout';
import { theme } from '@/styles/theme';

const Narrow = styled.div`
  display: grid;
  gap: ${theme.space.md};
  max-inline-size: 28rem;
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

/** /my-account/change-password (SPEC §2), login required (§6). */
export function ChangePasswordScreen() {
  const { t } = useTranslation(['routes', 'auth']);
  return (
    <RouteIntro title={t('changePassword.title')} lead={t('changePassword.lead')} isPrivate>
      <Narrow>
        <ChangePasswordForm />
        <Note>{t('auth:change.note')}</Note>
      </Narrow>
    </RouteIntro>
  );
}

ChangePasswordScreen.getLayout = withAppLayout;
ChangePasswordScreen.loginGate = RequireLogin;
