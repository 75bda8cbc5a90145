import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { SignUpForm } from './lazy-auth-forms';
import type { NextPageWithLayout } from '@/lib/next-page';
import { withAppLayout } from '@/screens/shell/app-layout';
import { AuthPageShell } from './auth-page-shell';

export const SignUpScreen: NextPageWithLayout = () => {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageSeo title={t('page.signUpTitle')} description={t('signUp.subtitle')} noIndex />
      <AuthPageShell title={t('signUp.title')} lead={t('signUp.subtitle')}>
        <SignUpForm mode="page" />
      </AuthPageShell>
    </>
  );
};

SignUpScreen.getLayout = withAppLayout;
