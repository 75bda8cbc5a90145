import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import type { TPaymentStatus } from '@/contracts/payment-limits';
import { paymentStatusTone, type TPaymentTone } from '../model/payment-status';

// Each pair of text and background colours is at least 4.5:1 (AA for small bold text).
const Badge = styled.span<{ $tone: TPaymentTone }>`
  display: inline-block;
  inline-size: fit-content;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  background: ${({ theme, $tone }) => ({ info: theme.color.brandSoft, success: theme.color.accentSoft, warning: theme.color.warningSoft, danger: theme.color.dangerSoft, muted: theme.color.surfaceAlt })[$tone]};
  color: ${({ theme, $tone }) => ({ info: theme.color.brandHover, success: theme.color.accent, warning: theme.color.warning, danger: theme.color.danger, muted: theme.color.inkMuted })[$tone]};
`;

/** On site, "pending" means "to pay at the restaurant", not "waiting on a bank": it says so. */
export function PaymentStatusBadge({ status, provider }: { status: TPaymentStatus; provider: string }) {
  const { t } = useTranslation('payments');
  const label = provider === 'on_site' && status === 'pending' ? t('status.onSitePending') : t(`status.${status}`);
  return (
    <Badge $tone={paymentStatusTone(status)} data-testid="payment-status">
      {label}
    </Badge>
  );
}
