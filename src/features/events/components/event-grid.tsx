import styled from 'styled-components';
import { mediaUp } from '@/styles/theme';

/** Events are wide pictures: one column on phones, two on tablets, three on desktops. */
export const EventGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaUp('md')} { grid-template-columns: repeat(2, 1fr); }
  ${mediaUp('lg')} { grid-template-columns: repeat(3, 1fr); }
`;
