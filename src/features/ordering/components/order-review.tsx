import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TOrder } from '@/contracts/order-contract';
import { formatOrderInstant } from '../model/format-order-time';
import { Muted } from './ordering-styles';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';
import { theme } from '@/styles/theme';

const Box = styled.section`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  h2 { font-size: ${theme.fontSize.xl}; margin: 0; }
  h3 { font-size: ${theme.fontSize.md}; margin: 0; }
  p { margin: 0; }
`;

const Facts = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
`;

/** Where and when: the delivery address with its landmark, or the restaurant to collect from, and the ready time in its zone. */
function OrderWhereWhen({ order }: { order: TOrder }) {
  const { t } = useTranslation('ordering');
  const { locale = 'fr' } = useRouter();
  const address = order.delivery?.address;
  const when = order.readyAt ? formatOrderInstant(order.readyAt, order.restaurant.timeZone, locale) : null;
  return (
    <>
      <Facts>
        <h3>{t(order.type === 'DELIVERY' ? 'review.deliverTo' : 'review.pickupAt')}</h3>
        {address ? (
          <>
            <p>{[address.label, address.line1, address.line2, address.district, address.cityName].filter(Boolean).join(', ')}</p>
            {address.landmark && <Muted>{t('address.landmark', { landmark: address.landmark })}</Muted>}
            {address.phone && <Muted>{t('review.phone', { phone: address.phone })}</Muted>}
          </>
        ) : (
          <p>{`${order.restaurant.name}, ${order.restaurant.address}`}</p>
        )}
      </Facts>
      <Facts>
        <h3>{t(order.type === 'DELIVERY' ? 'review.deliveredAt' : 'review.readyAt')}</h3>
        <p data-testid="order-ready-at">{when ? t(order.isAsap ? 'review.asapAround' : 'review.at', { when }) : t('review.asap')}</p>
      </Facts>
    </>
  );
}

/** A draft or placed order as the server keeps it: where, when, lines with options, note, discount and totals. */
export function OrderReview({ order }: { order: TOrder }) {
  const { t } = useTranslation('ordering');
  return (
    <Box aria-labelledby="order-review-title">
      <h2 id="order-review-title">{t('review.title', { restaurant: order.restaurant.name })}</h2>
      <p>{t(`type.${order.type}`)}</p>
      <OrderWhereWhen order={order} />
      <OrderLines lines={order.lines} />
      {order.special && <Muted>{t('review.note', { note: order.special })}</Muted>}
      {order.discount && <p data-testid="applied-discount">{t('offer.applied', { title: order.discount.title })}</p>}
      <OrderTotals totals={order.totals} isDelivery={order.type === 'DELIVERY'} />
    </Box>
  );
}
