import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageSeo } from '@/components/seo/page-seo';
import { LoginForm } from './lazy-auth-forms';
import type { NextPageWithLayout } from '@/lib/next-page';
import { withAppLayout } from '@/screens/shell/app-layout';
import { AuthPageShell } from './auth-page-shell';
import { pickSafeNextPath } from './safe-next-path';

/** /login and /signin: the LOGIN form on its own page; `?next=/path` is where to go afterwards. */
export const LoginScreen: NextPageWithLayout = () => {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const goNext = () => void router.replace(pickSafeNextPath(router.query.next));
  return (
    <>
      <PageSeo title={t('page.loginTitle')} description={t('login.subtitle')} noIndex />
      <AuthPageShell title={t('login.title')} lead={t('login.subtitle')}>
        <LoginForm mode="page" onLoggedIn={goNext} />
      </AuthPageShell>
    </>
  );
};

LoginScreen.getLayout = withAppLayout;
