import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';

/**
 * A list without bullets or indent whose items stand one under another, `$gap` apart (a theme
 * space). Grids of cards extend it with their columns; render `as="ol"` where order matters.
 */
export const PlainList = styled.ul<{ $gap?: keyof DefaultTheme['space'] }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
`;
