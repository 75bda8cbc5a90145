import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const Stack = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

/** The amount the server will charge, large enough to read at a glance before paying. */
export const AmountBox = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space.sm};
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
  strong { font-size: ${theme.fontSize.xl}; }
`;

export const Notice = styled.p<{ $tone?: 'info' | 'danger' | 'warning' }>`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${({ theme, $tone }) => ({ danger: theme.color.dangerSoft, warning: theme.color.warningSoft, info: theme.color.accentSoft })[$tone ?? 'info']};
  color: ${({ theme, $tone }) => ({ danger: theme.color.danger, warning: theme.color.warning, info: theme.color.accent })[$tone ?? 'info']};
  font-weight: ${theme.fontWeight.medium};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${theme.space.sm};
`;
