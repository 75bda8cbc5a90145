import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function HelpCenterScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('helpCenter.title')} lead={t('helpCenter.lead')} isPrivate />;
}

HelpCenterScreen.getLayout = withAppLayout;
HelpCenterScreen.requiresLogin = true;
