import { Link } from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TPayment } from '@/contracts/payment-contract';
import { dateTimeFormat } from '@/lib/format/intl-formatters';
import { formatLongDate } from '@/lib/format/format-long-date';
import { DETAIL_ROUTES } from '@/lib/routes';
import { PaymentStatusBadge } from './payment-status-badge';
import { theme } from '@/styles/theme';

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space.xxs} ${theme.space.md};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  h2 { font-size: ${theme.fontSize.lg}; margin: 0; }
  a { color: ${theme.color.brand}; }
  p { margin: 0; color: ${theme.color.inkMuted}; font-size: ${theme.fontSize.sm}; }
`;

const Amount = styled.strong`
  grid-row: span 2;
  justify-self: end;
  font-size: ${theme.fontSize.lg};
`;

const Meta = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

/** One payment: when (the diner's clock and language), where, how much, how, its state and its receipt. */
export function PaymentRow({ payment }: { payment: TPayment }) {
  const { t } = useTranslation('payments');
  const { locale = 'fr' } = useRouter();
  const when = dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(payment.createdAt));
  const href = payment.orderId && !payment.reservationId ? DETAIL_ROUTES.order(payment.orderId) : payment.reservationId ? DETAIL_ROUTES.booking(payment.reservationId) : null;
  return (
    <Row data-testid="payment-row">
      <h2>{href ? <Link href={href}>{payment.restaurant.name}</Link> : payment.restaurant.name}</h2>
      <Amount>
        <Price money={payment.amount} />
      </Amount>
      <p>
        <time dateTime={payment.createdAt}>{when}</time> · {t(`method.${payment.method}`)}
      </p>
      <Meta>
        <PaymentStatusBadge status={payment.status} provider={payment.provider} />
        {payment.receiptSentAt && <p>{t('receiptSent', { date: formatLongDate(payment.receiptSentAt, locale) })}</p>}
      </Meta>
    </Row>
  );
}
