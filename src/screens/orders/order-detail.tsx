import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import Link from 'next/link';
import type { TOrder } from '@/contracts/order-contract';
import { OrderLineItems, OrderTotalsView } from '@/features/orders/components/order-bill';
import { OrderPlace } from '@/features/orders/components/order-place';
import { OrderProgressList } from '@/features/orders/components/order-progress-list';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { CancelOrderSection } from '@/features/orders/components/cancel-order-section';
import { formatOrderDateTime } from '@/features/orders/model/order-dates';
import { ROUTES } from '@/lib/routes';
import { Section } from '@/screens/checkout-reservation/checkout-styles';

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  p { color: ${({ theme }) => theme.color.inkMuted}; }
  a { color: ${({ theme }) => theme.color.brand}; }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The order page's body once the order is known. */
export function OrderDetail({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders');
  const { locale = 'fr' } = useRouter();
  const readyLabel = order.type === 'DELIVERY' ? 'detail.deliveredAt' : 'detail.readyAt';
  return (
    <>
      <Header>
        <Link href={ROUTES.orders}>{t('detail.backToList')}</Link>
        <h1>{t('detail.heading', { restaurant: order.restaurant.name })}</h1>
        <p>
          {t(`type.${order.type}`)}
          {order.readyAt && ` · ${t(readyLabel, { time: formatOrderDateTime(order.readyAt, order.restaurant.timeZone, locale) })}`}
        </p>
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
