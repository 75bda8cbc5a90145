import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function FaqScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('faq.title')} lead={t('faq.lead')} />;
}

FaqScreen.getLayout = withAppLayout;
