import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';

export type FavoriteToggleLook = 'overlay' | 'inline';

const LOOKS: Record<FavoriteToggleLook, ReturnType<typeof css>> = {
  // A round white button over a card's photo: readable on any picture.
  overlay: css`
    inline-size: 44px;
    block-size: 44px;
    justify-content: center;
    border-color: transparent;
    background: ${theme.color.surface};
    box-shadow: ${theme.shadow.card};
  `,
  // A labelled pill on the restaurant page, beside its name.
  inline: css`
    min-block-size: 44px;
    padding-inline: ${theme.space.sm} ${theme.space.md};
    border-color: ${theme.color.border};
    background: ${theme.color.surface};
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.bold};
    &[aria-pressed='true'] { border-color: ${theme.color.brand}; background: ${theme.color.brandSoft}; }
  `,
};

export const ToggleButton = styled.button<{ $look: FavoriteToggleLook }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  border: 1px solid transparent;
  border-radius: ${theme.radius.pill};
  color: ${theme.color.ink};
  font-family: ${theme.font.body};
  cursor: pointer;
  transition: background-color ${theme.motion.fast}, transform ${theme.motion.fast};
  ${({ $look }) => LOOKS[$look]}
  /* Only a real pointer hovers: on a phone the tapped heart would keep the hover colour. */
  @media (hover: hover) { &:hover { background: ${theme.color.brandSoft}; } }
  &:active { transform: scale(0.94); }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) { transition: none; &:active { transform: none; } }
`;

export const Heart = styled.svg<{ $filled: boolean }>`
  inline-size: 22px;
  block-size: 22px;
  flex: none;
  fill: ${({ theme, $filled }) => ($filled ? theme.color.brand : 'none')};
  stroke: ${({ theme, $filled }) => ($filled ? theme.color.brand : theme.color.ink)};
  stroke-width: 2;
  stroke-linejoin: round;
`;
