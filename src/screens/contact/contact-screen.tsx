import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function ContactScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('contact.title')} lead={t('contact.lead')} />;
}

ContactScreen.getLayout = withAppLayout;
