import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageSeo } from '@/components/seo/page-seo';
import { SignUpForm } from './lazy-auth-forms';
import type { NextPageWithLayout } from '@/lib/next-page';
import { withAppLayout } from '@/screens/shell/app-layout';
import { AuthPageShell } from './auth-page-shell';
import { pickSafeNextPath } from './safe-next-path';

export const SignUpScreen: NextPageWithLayout = () => {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const goNext = () => void router.replace(pickSafeNextPath(router.query.next));
  return (
    <>
      <PageSeo title={t('page.signUpTitle')} description={t('signUp.subtitle')} noIndex />
      <AuthPageShell title={t('signUp.title')} lead={t('signUp.subtitle')}>
        <SignUpForm mode="page" onSignedIn={goNext} />
      </AuthPageShell>
    </>
  );
};

SignUpScreen.getLayout = withAppLayout;
