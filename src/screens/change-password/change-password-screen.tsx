import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function ChangePasswordScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('changePassword.title')} lead={t('changePassword.lead')} isPrivate />;
}

ChangePasswordScreen.getLayout = withAppLayout;
ChangePasswordScreen.requiresLogin = true;
