import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageSeo } from '@/components/seo/page-seo';
import { ForgotPasswordForm, ResetPasswordForm } from './lazy-auth-forms';
import { ROUTES } from '@/lib/routes';
import type { NextPageWithLayout } from '@/lib/next-page';
import { withAppLayout } from '@/screens/shell/app-layout';
import { AuthPageShell } from './auth-page-shell';

/** /forget-password: asks for the reset link; with the e-mailed `?token=` it sets the new password. */
export const ForgotPasswordScreen: NextPageWithLayout = () => {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const token = typeof router.query.token === 'string' && router.query.token ? router.query.token : null;
  return (
    <>
      <PageSeo title={t('page.forgotTitle')} description={t('forgot.subtitle')} noIndex />
      {token ? (
        <AuthPageShell title={t('reset.title')} lead={t('reset.subtitle')}>
          <ResetPasswordForm token={token} onDone={() => void router.replace(ROUTES.signIn)} />
        </AuthPageShell>
      ) : (
        <AuthPageShell title={t('forgot.title')} lead={t('forgot.subtitle')}>
          <ForgotPasswordForm mode="page" />
        </AuthPageShell>
      )}
    </>
  );
};

ForgotPasswordScreen.getLayout = withAppLayout;
