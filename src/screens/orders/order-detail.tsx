import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Link } from '@/components/ui/link';
import type { TOrder } from '@/contracts/order-contract';
import { OrderLineItems, OrderTotalsView } from '@/features/orders/components/order-bill';
import { OrderPlace } from '@/features/orders/components/order-place';
import { OrderProgressList } from '@/features/orders/components/order-progress-list';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { CancelOrderSection } from '@/features/orders/components/cancel-order-section';
import { OrderPayment } from '@/features/payments/components/order-payment';
import { formatOrderDateTime } from '@/features/orders/model/order-dates';
import { isOrderUnderway, orderNumberOf } from '@/features/orders/model/order-status-tone';
import { ROUTES } from '@/lib/routes';
import { Section } from '@/screens/checkout-reservation/checkout-styles';
import { theme } from '@/styles/theme';

const Header = styled.header`
  display: grid;
  gap: ${theme.space.xs};
  p { color: ${theme.color.inkMuted}; }
  a { color: ${theme.color.brand}; }
`;

const Eyebrow = styled.p`
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

/** The order page's body once the order is known. */
export function OrderDetail({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders');
  const { locale = 'fr' } = useRouter();
  const time = order.readyAt && isOrderUnderway(order.status) ? formatOrderDateTime(order.readyAt, order.restaurant.timeZone, locale) : null;
  // "Livraison prévue vers …" already names the type; a take-away says both.
  const meta = order.type === 'DELIVERY' && time ? t('detail.deliveredAt', { time }) : [t(`type.${order.type}`), time && t('detail.readyAt', { time })].filter(Boolean).join(' · ');
  return (
    <>
      <Header>
        <Link href={ROUTES.orders}>{t('detail.backToList')}</Link>
        <Eyebrow>{t('detail.number', { number: orderNumberOf(order.id) })}</Eyebrow>
        <h1>{order.restaurant.name}</h1>
        <p>{meta}</p>
        <OrderStatusBadge status={order.status} />
      </Header>
      <Layout>
        <Section aria-labelledby="order-progress-title">
          <h2 id="order-progress-title">{t('detail.progressTitle')}</h2>
          <OrderProgressList order={order} />
        </Section>
        <Column>
          <Section aria-labelledby="order-lines-title">
            <h2 id="order-lines-title">{t('detail.linesTitle')}</h2>
            <OrderLineItems lines={order.lines} />
            {order.special && <p>{t('detail.special', { text: order.special })}</p>}
            <OrderTotalsView totals={order.totals} discount={order.discount} />
            <OrderPayment orderId={order.id} orderStatus={order.status} amount={order.totals.total} />
          </Section>
          <Section aria-labelledby="order-place">
            <OrderPlace order={order} />
          </Section>
          {order.canCancel && (
            <Section aria-labelledby="order-manage">
              <CancelOrderSection order={order} />
            </Section>
          )}
        </Column>
      </Layout>
    </>
  );
}
