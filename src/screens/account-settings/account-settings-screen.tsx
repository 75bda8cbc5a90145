import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function AccountSettingsScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('accountSettings.title')} lead={t('accountSettings.lead')} isPrivate />;
}

AccountSettingsScreen.getLayout = withAppLayout;
AccountSettingsScreen.requiresLogin = true;
