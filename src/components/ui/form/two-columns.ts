import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** Two fields side by side where they fit (12 rem each at least), one above the other on a phone. */
export const TwoColumns = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;
