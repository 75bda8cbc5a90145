import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** A reward's or a coupon's terms as label / value rows. */
export const FactsList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  dt { color: ${theme.color.inkMuted}; }
  dd { margin: 0; font-weight: ${theme.fontWeight.medium}; }
`;
