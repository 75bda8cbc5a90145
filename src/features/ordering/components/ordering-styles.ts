import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const Notice = styled.p<{ $tone?: 'info' | 'danger' }>`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.dangerSoft : theme.color.accentSoft)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.accent)};
  font-size: ${theme.fontSize.sm};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;
