import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import type { TOrderStatus } from '@/contracts/order-limits';
import { orderStatusTone, type TStatusTone } from '../model/order-status-tone';

// Each pair of text and background colours is at least 4.5:1 (AA for small bold text).
const Badge = styled.span<{ $tone: TStatusTone }>`
  display: inline-block;
  inline-size: fit-content;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  background: ${({ theme, $tone }) => ({ info: theme.color.brandSoft, success: theme.color.accentSoft, warning: theme.color.warningSoft, danger: theme.color.dangerSoft, muted: theme.color.surfaceAlt })[$tone]};
  color: ${({ theme, $tone }) => ({ info: theme.color.brandHover, success: theme.color.accent, warning: theme.color.warning, danger: theme.color.danger, muted: theme.color.inkMuted })[$tone]};
`;

export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Badge $tone={orderStatusTone(status)} data-testid="order-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
