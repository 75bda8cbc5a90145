import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function RewardDetailScreen() {
  const { t } = useTranslation('routes');
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  return <RouteIntro title={t('rewardDetail.title', { id })} lead={t('rewardDetail.lead')} />;
}

RewardDetailScreen.getLayout = withAppLayout;
