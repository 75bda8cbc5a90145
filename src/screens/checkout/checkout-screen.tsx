import { RequireLogin } from '@/features/auth/components/require-login';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageSeo } from '@/components/seo/page-seo';
import { ButtonLink } from '@/components/ui/button';
import { isOrderId } from '@/features/orders/api/get-order';
import { Notice } from '@/features/ordering/components/ordering-styles';
import { ROUTES } from '@/lib/routes';
import { Page } from '@/screens/checkout-reservation/checkout-styles';
import { withAppLayout } from '@/screens/shell/app-layout';
import { OrderCheckout } from './order-checkout';

/** /checkout: the review of a take-away or delivery order (`?orderId=`); bookings check out at /checkout/reservation. */
export function CheckoutScreen() {
  const { t } = useTranslation('ordering');
  const { query } = useRouter();
  const orderId = typeof query.orderId === 'string' && isOrderId(query.orderId) ? query.orderId : null;
  return (
    <Page id="main-content">
      <PageSeo title={t('checkout.title')} description={t('checkout.lead')} noIndex />
      <h1>{t('checkout.title')}</h1>
      {orderId ? (
        <OrderCheckout orderId={orderId} />
      ) : (
        <>
          <Notice>{t('checkout.noOrder')}</Notice>
          <ButtonLink href={ROUTES.completeOrder}>{t('checkout.resume')}</ButtonLink>
        </>
      )}
    </Page>
  );
}

CheckoutScreen.getLayout = withAppLayout;
CheckoutScreen.loginGate = RequireLogin;
