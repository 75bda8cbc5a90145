import styled from 'styled-components';
import { OverlaySurface } from '../modal/overlay-surface';
import type { DrawerSide } from './drawer-side';
import { theme } from '@/styles/theme';

/** SPEC §9: drawers are 378 px wide by default; full width on the narrowest phones. */
export const DRAWER_WIDTH = 378;

/** A full-height panel against one side; physical sides on purpose, since the side already follows the text direction. */
export const DrawerSurface = styled(OverlaySurface)<{ $side: DrawerSide; $width: number }>`
  position: absolute;
  inset-block: 0;
  ${({ $side }) => ($side === 'right' ? 'right: 0;' : 'left: 0;')}
  display: flex;
  flex-direction: column;
  inline-size: min(${({ $width }) => $width}px, 100%);
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  box-shadow: ${theme.shadow.raised};
  overflow-y: auto;
  overscroll-behavior: contain;

  @media (max-width: 399.98px) {
    inline-size: 100%;
  }

  &:focus {
    outline: none;
  }
`;
