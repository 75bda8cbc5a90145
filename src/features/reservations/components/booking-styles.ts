import styled, { css } from 'styled-components';

/** A pickable chip (a day, a time): 44px tall at least, visible focus, a clear selected state. */
export const chipLook = css<{ $selected: boolean }>`
  min-block-size: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.color.brand : theme.color.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.color.brand : theme.color.surface)};
  color: ${({ theme, $selected }) => ($selected ? theme.color.surface : theme.color.ink)};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast}, border-color ${({ theme }) => theme.motion.fast};
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.color.brand}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.inkSubtle};
    background: ${({ theme }) => theme.color.surfaceAlt};
    text-decoration: line-through;
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Notice = styled.p<{ $tone?: 'info' | 'danger' }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.dangerSoft : theme.color.accentSoft)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.accent)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
