import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const BillList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${theme.space.sm};
`;

/** A priced line: what it is, then its amount at the end. */
export const BillLine = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space.sm};
  align-items: baseline;
  small { display: block; color: ${theme.color.inkMuted}; }
`;

/** A subtotal (regular weight) or the booking's one total (bold, a stronger rule above). */
export const BillSum = styled.p<{ $strong: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-block-start: ${theme.space.sm};
  padding-block-start: ${theme.space.sm};
  border-block-start: ${({ $strong }) => ($strong ? 2 : 1)}px solid ${({ theme, $strong }) => ($strong ? theme.color.ink : theme.color.border)};
  font-weight: ${({ theme, $strong }) => ($strong ? theme.fontWeight.bold : theme.fontWeight.medium)};
  font-size: ${({ theme, $strong }) => ($strong ? theme.fontSize.lg : theme.fontSize.md)};
`;
