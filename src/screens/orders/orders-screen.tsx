import { RequireLogin } from '@/features/auth/components/require-login';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { PageSeo } from '@/components/seo/page-seo';
import type { TOrderListScope } from '@/contracts/order-limits';
import { OrdersList } from '@/features/orders/components/orders-list';
import { OrdersTabs, orderPanelId, orderTabId } from '@/features/orders/components/orders-tabs';
import { Page } from '@/screens/checkout-reservation/checkout-styles';
import { withAppLayout } from '@/screens/shell/app-layout';
import { theme } from '@/styles/theme';

const Panel = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  justify-items: stretch;
  & > button { justify-self: center; }
`;

/** /my-account/orders: the diner's take-away and delivery orders, in progress, past or all. */
export function OrdersScreen() {
  const { t } = useTranslation('orders');
  const [scope, setScope] = useState<TOrderListScope>('active');
  return (
    <Page id="main-content">
      <PageSeo title={t('list.title')} description={t('list.lead')} noIndex />
      <h1>{t('list.title')}</h1>
      <OrdersTabs value={scope} onChange={setScope} />
      <Panel role="tabpanel" id={orderPanelId(scope)} aria-labelledby={orderTabId(scope)} tabIndex={0}>
        <OrdersList key={scope} scope={scope} />
      </Panel>
    </Page>
  );
}

OrdersScreen.getLayout = withAppLayout;
OrdersScreen.loginGate = RequireLogin;
