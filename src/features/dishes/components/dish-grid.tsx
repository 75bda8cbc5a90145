import styled from 'styled-components';
import { mediaUp } from '@/styles/theme';

/** One to four columns of large photo cards, by screen width. */
export const DishGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaUp('sm')} { grid-template-columns: repeat(2, 1fr); }
  ${mediaUp('lg')} { grid-template-columns: repeat(3, 1fr); }
  ${mediaUp('xl')} { grid-template-columns: repeat(4, 1fr); }
`;
