import styled from 'styled-components';
import { mediaUp, theme } from '@/styles/theme';
import { dialogPanelBase } from '../modal/dialog-surface';
import { OverlaySurface } from '../modal/overlay-surface';

/** Rises from the bottom edge on phones; a centred dialog from tablet width up. */
export const BottomSheetSurface = styled(OverlaySurface)`
  ${dialogPanelBase}
  inset-inline: 0;
  inset-block-end: 0;
  max-block-size: 85dvh;
  border-start-start-radius: ${theme.radius.lg};
  border-start-end-radius: ${theme.radius.lg};
  padding-block-start: ${theme.space.xl};

  ${mediaUp('md')} {
    inset: 0;
    margin: auto;
    block-size: fit-content;
    max-block-size: calc(100dvh - 4rem);
    inline-size: min(560px, calc(100% - 2rem));
    border-radius: ${theme.radius.lg};
    padding: ${theme.space.xl};
  }
`;

/** The grab bar of a sheet: a visual cue only, hidden from assistive technology. */
export const SheetHandle = styled.span.attrs({ 'aria-hidden': true })`
  position: absolute;
  inset-block-start: ${theme.space.xs};
  inset-inline-start: 50%;
  translate: -50% 0;
  inline-size: 40px;
  block-size: 4px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.border};

  ${mediaUp('md')} {
    display: none;
  }
`;
