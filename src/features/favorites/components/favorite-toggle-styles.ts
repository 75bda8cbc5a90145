import styled, { css } from 'styled-components';

export type FavoriteToggleLook = 'overlay' | 'inline';

const LOOKS: Record<FavoriteToggleLook, ReturnType<typeof css>> = {
  // A round white button over a card's photo: readable on any picture.
  overlay: css`
    inline-size: 44px;
    block-size: 44px;
    justify-content: center;
    border-color: transparent;
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
  `,
  // A labelled pill on the restaurant page, beside its name.
  inline: css`
    min-block-size: 44px;
    padding-inline: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    &[aria-pressed='true'] { border-color: ${({ theme }) => theme.color.brand}; background: ${({ theme }) => theme.color.brandSoft}; }
  `,
};

export const ToggleButton = styled.button<{ $look: FavoriteToggleLook }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.ink};
  font-family: ${({ theme }) => theme.font.body};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast}, transform ${({ theme }) => theme.motion.fast};
  ${({ $look }) => LOOKS[$look]}
  /* Only a real pointer hovers: on a phone the tapped heart would keep the hover colour. */
  @media (hover: hover) { &:hover { background: ${({ theme }) => theme.color.brandSoft}; } }
  &:active { transform: scale(0.94); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
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
