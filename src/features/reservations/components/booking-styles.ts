import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';

/** A pickable chip (a day, a time): 44px tall at least, visible focus, a clear selected state. */
export const chipLook = css<{ $selected: boolean }>`
  min-block-size: 44px;
  padding: ${theme.space.xs} ${theme.space.md};
  border-radius: ${theme.radius.md};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.color.brand : theme.color.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.color.brand : theme.color.surface)};
  color: ${({ theme, $selected }) => ($selected ? theme.color.surface : theme.color.ink)};
  font: inherit;
  font-weight: ${theme.fontWeight.medium};
  cursor: pointer;
  transition: background ${theme.motion.fast}, border-color ${theme.motion.fast};
  &:hover:not(:disabled) { border-color: ${theme.color.brand}; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  &:disabled {
    cursor: not-allowed;
    color: ${theme.color.inkSubtle};
    background: ${theme.color.surfaceAlt};
    text-decoration: line-through;
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

export const Notice = styled.p<{ $tone?: 'info' | 'danger' }>`
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.dangerSoft : theme.color.accentSoft)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.accent)};
  font-size: ${theme.fontSize.sm};
`;
