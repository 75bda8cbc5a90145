import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const OrderNotice = styled.p<{ $tone?: 'info' | 'danger' }>`
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.dangerSoft : theme.color.accentSoft)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.accent)};
  font-size: ${theme.fontSize.sm};
`;

/** A bill: one line a dish or a charge, the amount flush to the end. */
export const BillList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.xs};
`;

export const BillLine = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${theme.space.sm};
  align-items: baseline;
  small { display: block; color: ${theme.color.inkMuted}; }
`;

export const SumLine = styled.div<{ $strong?: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.sm};
  font-weight: ${({ theme, $strong }) => ($strong ? theme.fontWeight.bold : theme.fontWeight.regular)};
  ${({ theme, $strong }) => ($strong ? `border-block-start: 1px solid ${theme.color.border}; padding-block-start: ${theme.space.xs};` : '')}
`;
