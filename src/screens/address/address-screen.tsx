import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function AddressScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('address.title')} lead={t('address.lead')} isPrivate />;
}

AddressScreen.getLayout = withAppLayout;
AddressScreen.requiresLogin = true;
