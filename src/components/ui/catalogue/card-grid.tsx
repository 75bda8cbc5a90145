import styled, { css } from 'styled-components';
import { mediaUp, theme } from '@/styles/theme';

/** cards: 1–3 columns; dense: up to 4 on wide screens (dishes); wide: wide pictures, 2 columns only from tablets (events). */
export type TCardGridLayout = 'cards' | 'dense' | 'wide';

const columns: Record<TCardGridLayout, ReturnType<typeof css>> = {
  cards: css`
    ${mediaUp('sm')} { grid-template-columns: repeat(2, 1fr); }
    ${mediaUp('lg')} { grid-template-columns: repeat(3, 1fr); }
  `,
  dense: css`
    ${mediaUp('sm')} { grid-template-columns: repeat(2, 1fr); }
    ${mediaUp('lg')} { grid-template-columns: repeat(3, 1fr); }
    ${mediaUp('xl')} { grid-template-columns: repeat(4, 1fr); }
  `,
  wide: css`
    ${mediaUp('md')} { grid-template-columns: repeat(2, 1fr); }
    ${mediaUp('lg')} { grid-template-columns: repeat(3, 1fr); }
  `,
};

/** A list of large photo cards, one column on phones and more as the screen widens. */
export const CardGrid = styled.ul<{ $layout?: TCardGridLayout }>`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $layout = 'cards' }) => columns[$layout]}
`;
