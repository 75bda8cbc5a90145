import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TReservationStatus } from '@/contracts/reservation-limits';
import { statusTone } from '../model/booking-policy';
import { theme } from '@/styles/theme';

const Badge = styled.span<{ $tone: ReturnType<typeof statusTone> }>`
  display: inline-block;
  justify-self: start;
  inline-size: fit-content;
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.bold};
  background: ${({ theme, $tone }) => ({ success: theme.color.accentSoft, warning: theme.color.warningSoft, danger: theme.color.dangerSoft, muted: theme.color.surfaceAlt })[$tone]};
  color: ${({ theme, $tone }) => ({ success: theme.color.accent, warning: theme.color.warning, danger: theme.color.danger, muted: theme.color.inkMuted })[$tone]};
`;

export function StatusBadge({ status }: { status: TReservationStatus }) {
  const { t } = useTranslation('reservations');
  return (
    <Badge $tone={statusTone(status)} data-testid="status-badge">
      {t(`status.${status}`)}
    </Badge>
  );
}
