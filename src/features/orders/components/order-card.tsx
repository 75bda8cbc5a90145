import { Link } from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TOrderSummary } from '@/contracts/order-contract';
import { photoSrcSet } from '@/lib/images/responsive-image';
import { DETAIL_ROUTES, ROUTES } from '@/lib/routes';
import { formatOrderDateTime } from '../model/order-dates';
import { isOrderUnderway } from '../model/order-status-tone';
import { OrderStatusBadge } from './order-status-badge';
import { theme } from '@/styles/theme';

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 5.5rem 1fr;
  gap: ${theme.space.md};
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  &:hover h3 { color: ${theme.color.brand}; }
  &:focus-within { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

// The card's one link covers the whole card, so a tap anywhere opens the order.
const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:focus-visible { outline: none; }
  &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
`;

const Photo = styled.img`
  inline-size: 5.5rem;
  block-size: 5.5rem;
  object-fit: cover;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  align-content: center;
  min-inline-size: 0;
  h3 { font-size: ${theme.fontSize.lg}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  p { color: ${theme.color.inkMuted}; font-size: ${theme.fontSize.sm}; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs};
  font-weight: ${theme.fontWeight.bold};
`;

const Resume = styled.span`
  color: ${theme.color.brand};
  font-weight: ${theme.fontWeight.bold};
  text-decoration: underline;
`;

/** One order in My orders: restaurant, type, status, when it is ready (restaurant's clock), items and total. */
export function OrderCard({ order }: { order: TOrderSummary }) {
  const { t } = useTranslation('orders');
  const { locale = 'fr' } = useRouter();
  const isDraft = order.status === 'draft';
  const href = isDraft ? `${ROUTES.checkout}?orderId=${encodeURIComponent(order.id)}` : DETAIL_ROUTES.order(order.id);
  const zone = order.restaurant.timeZone;
  // An order under way shows when it should be ready; a draft or a finished one, when it was made.
  const when =
    order.readyAt && isOrderUnderway(order.status)
      ? t(order.type === 'DELIVERY' ? 'card.deliveredAt' : 'card.readyAt', { time: formatOrderDateTime(order.readyAt, zone, locale) })
      : t(isDraft ? 'card.startedAt' : 'card.createdAt', { date: formatOrderDateTime(order.placedAt ?? order.createdAt, zone, locale) });
  const { imageUrl } = order.restaurant;
  return (
    <Card data-testid="order-card">
      {imageUrl ? <Photo src={imageUrl} srcSet={photoSrcSet(imageUrl)} sizes="88px" alt="" width={88} height={88} /> : <Photo as="span" />}
      <Body>
        <h3>
          <CardLink href={href} aria-label={t(isDraft ? 'card.resumeLabel' : 'card.open', { restaurant: order.restaurant.name })}>
            {order.restaurant.name}
          </CardLink>
        </h3>
        <p>
          {t(`type.${order.type}`)} · {t('card.items', { count: order.itemCount })}
        </p>
        <p>{when}</p>
        <Row>
          <OrderStatusBadge status={order.status} />
          {isDraft ? <Resume aria-hidden="true">{t('card.resume')}</Resume> : <Price money={order.totals.total} />}
        </Row>
      </Body>
    </Card>
  );
}
