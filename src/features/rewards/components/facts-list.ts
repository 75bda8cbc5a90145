import styled from 'styled-components';

/** A reward's or a coupon's terms as label / value rows. */
export const FactsList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  dt { color: ${({ theme }) => theme.color.inkMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeight.medium}; }
`;
