import { RequireLogin } from '@/features/auth/components/require-login';
import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { PageSeo } from '@/components/seo/page-seo';
import { ButtonLink } from '@/components/ui/button';
import { Loader } from '@/components/ui/loader';
import { Price } from '@/components/ui/price';
import { isOrderId } from '@/features/orders/api/get-order';
import { Muted, Notice } from '@/features/ordering/components/ordering-styles';
import { formatOrderInstant } from '@/features/ordering/model/format-order-time';
import { ROUTES } from '@/lib/routes';
import { Centered, Page, Section } from '@/screens/checkout-reservation/checkout-styles';
import { withAppLayout } from '@/screens/shell/app-layout';
import { useDraftOrders } from './use-draft-orders';
import { theme } from '@/styles/theme';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
`;

const checkoutOf = (id: string) => ({ pathname: ROUTES.checkout, query: { orderId: id } });

/** /complete-order: the orders the diner began and did not place, each a link back to its checkout. */
export function CompleteOrderScreen() {
  const { t } = useTranslation('ordering');
  const router = useRouter();
  const { locale = 'fr' } = router;
  const orderId = typeof router.query.orderId === 'string' && isOrderId(router.query.orderId) ? router.query.orderId : null;
  const drafts = useDraftOrders();

  useEffect(() => {
    if (orderId) void router.replace(checkoutOf(orderId));
  }, [orderId, router]);

  return (
    <Page id="main-content">
      <PageSeo title={t('complete.title')} description={t('complete.lead')} noIndex />
      <h1>{t('complete.title')}</h1>
      {(orderId || drafts.isPending) && (
        <Centered>
          <Loader label={t('complete.loading')} />
        </Centered>
      )}
      {!orderId && drafts.isError && <Notice $tone="danger" role="alert">{t('complete.error')}</Notice>}
      {!orderId && drafts.data?.length === 0 && (
        <Section>
          <p>{t('complete.empty')}</p>
          <ButtonLink href={ROUTES.restaurant}>{t('browse')}</ButtonLink>
        </Section>
      )}
      {!orderId && drafts.data && drafts.data.length > 0 && (
        <List>
          {drafts.data.map((order) => (
            <Section as="li" key={order.id}>
              <h2>{order.restaurant.name}</h2>
              <p>
                {t(`type.${order.type}`)} · {t('complete.items', { count: order.itemCount })} · <Price money={order.totals.total} />
              </p>
              <Muted>{t('complete.startedAt', { when: formatOrderInstant(order.createdAt, order.restaurant.timeZone, locale) })}</Muted>
              <ButtonLink href={checkoutOf(order.id)} aria-label={t('complete.resumeNamed', { restaurant: order.restaurant.name })}>
                {t('complete.resume')}
              </ButtonLink>
            </Section>
          ))}
        </List>
      )}
    </Page>
  );
}

CompleteOrderScreen.getLayout = withAppLayout;
CompleteOrderScreen.loginGate = RequireLogin;
