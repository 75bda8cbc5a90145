import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** What a status means to the diner, as a colour: each text/background pair is at least 4.5:1 (AA for small bold text). */
export type TTone = 'info' | 'success' | 'warning' | 'danger' | 'muted';

/** A small pill naming a status (an order's, a payment's) in the colour of its tone. */
export const ToneBadge = styled.span<{ $tone: TTone }>`
  display: inline-block;
  inline-size: fit-content;
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.bold};
  background: ${({ theme, $tone }) => ({ info: theme.color.brandSoft, success: theme.color.accentSoft, warning: theme.color.warningSoft, danger: theme.color.dangerSoft, muted: theme.color.surfaceAlt })[$tone]};
  color: ${({ theme, $tone }) => ({ info: theme.color.brandHover, success: theme.color.accent, warning: theme.color.warning, danger: theme.color.danger, muted: theme.color.inkMuted })[$tone]};
`;
