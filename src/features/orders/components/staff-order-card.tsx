import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TStaffOrder } from '@/contracts/order-contract';
import { mediaUp, theme } from '@/styles/theme';
import { formatOrderTime } from '../model/order-dates';
import { orderNumberOf } from '../model/order-status-tone';
import { OrderLineItems } from './order-bill';
import { OrderStatusBadge } from './order-status-badge';
import { StaffOrderActions } from './staff-order-actions';

const Card = styled.article`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm};
  ${mediaUp('md')} { padding: ${theme.space.md}; }
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  h3 { font-size: ${theme.fontSize.lg}; }
  a { color: ${theme.color.brand}; font-weight: ${theme.fontWeight.medium}; }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs};
`;

const Muted = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

const Address = styled.address`
  font-style: normal;
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  font-weight: ${theme.fontWeight.bold};
`;

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** One order on the kitchen's list: who, what, when, where, and the moves the server allows. */
export function StaffOrderCard({ order }: { order: TStaffOrder }) {
  const { t } = useTranslation('manager');
  const { t: tOrders } = useTranslation('orders');
  const { locale = 'fr' } = useRouter();
  const number = orderNumberOf(order.id);
  const name = order.customer.firstName ?? t('orders.anonymous');
  const time = order.readyAt ? formatOrderTime(order.readyAt, order.restaurant.timeZone, locale) : t('orders.asap');
  const address = order.type === 'DELIVERY' ? order.delivery?.address : null;
  return (
    <Card data-testid="staff-order" aria-labelledby={`staff-order-${order.id}`}>
      <Top>
        <h3 id={`staff-order-${order.id}`}>{t('orders.number', { number })}</h3>
        <OrderStatusBadge status={order.status} />
      </Top>
      <p>
        {tOrders(`type.${order.type}`)} · {t(order.type === 'DELIVERY' ? 'orders.deliverAt' : 'orders.readyAt', { time })}
      </p>
      <p>
        {name}
        {' · '}
        {order.customer.phone ? <a href={telHref(order.customer.phone)} aria-label={t('orders.call', { name, phone: order.customer.phone })}>{order.customer.phone}</a> : t('orders.noPhone')}
      </p>
      {address && (
        <Address>
          {[address.line1, address.line2, address.district, address.cityName].filter(Boolean).join(', ')}
          {address.landmark && <><br />{t('orders.landmark', { landmark: address.landmark })}</>}
          {address.instructions && <><br />{t('orders.instructions', { text: address.instructions })}</>}
        </Address>
      )}
      <OrderLineItems lines={order.lines} />
      {order.special && <Muted>{t('orders.special', { text: order.special })}</Muted>}
      <Total>
        <span>{t('orders.total')}</span>
        <Price money={order.totals.total} />
      </Total>
      {order.status === 'cancelled' && order.cancelReason && <Muted>{t('orders.cancelReason', { reason: order.cancelReason })}</Muted>}
      <StaffOrderActions order={order} number={number} />
    </Card>
  );
}
