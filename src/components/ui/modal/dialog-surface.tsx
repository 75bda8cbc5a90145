import styled, { css } from 'styled-components';
import { mediaUp, theme } from '@/styles/theme';
import { OverlaySurface } from './overlay-surface';

export type DialogSize = 'md' | 'lg';

const panelBase = css`
  position: absolute;
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  box-shadow: ${theme.shadow.raised};
  padding-block: ${theme.space.xl} ${theme.space.lg};
  padding-inline: ${theme.space.lg};

  &:focus {
    outline: none;
  }
`;

/** Centred near the middle on desktop, the whole screen on phones (SPEC §2 dialogs). */
export const DialogSurface = styled(OverlaySurface)<{ $size: DialogSize }>`
  ${panelBase}
  inset: 0;

  ${mediaUp('md')} {
    inset: 0;
    margin: auto;
    block-size: fit-content;
    max-block-size: calc(100dvh - 4rem);
    inline-size: min(${({ $size }) => ($size === 'lg' ? '720px' : '480px')}, calc(100% - 2rem));
    border-radius: ${theme.radius.lg};
    padding: ${theme.space.xl};
  }
`;

export { panelBase as dialogPanelBase };
