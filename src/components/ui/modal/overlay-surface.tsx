import { useRef, type MouseEvent, type ReactNode } from 'react';
import { m, useIsPresent, type TargetAndTransition } from 'framer-motion';
import styled from 'styled-components';
import { navigateFromOverlay } from '@/lib/ui-state/overlay-history';
import { getOverlayTransition, toMilliseconds } from '../motion/overlay-transition';
import { usePrefersReducedMotion } from '../motion/use-media-query';
import { CloseButton } from './close-button';
import { OVERLAY_PANEL_ATTRIBUTE } from './focusable';
import { useFocusTrap } from './use-focus-trap';
import { theme } from '@/styles/theme';

const Layer = styled.div<{ $zIndex: number }>`
  position: fixed;
  inset: 0;
  z-index: ${({ $zIndex }) => $zIndex};
`;

const Backdrop = styled(m.div)`
  position: absolute;
  inset: 0;
  background: ${theme.color.overlay};
`;

export interface OverlaySurfaceProps {
  onClose: () => void;
  /** Where the panel comes from and goes to (an offset; opacity is handled here). */
  hiddenOffset: TargetAndTransition;
  labelledBy: string;
  zIndex: number;
  children: ReactNode;
  className?: string;
  testId?: string;
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Hands same-site link clicks to the overlay history, so following a link does not leave a stale entry. */
function interceptLinkClick(event: MouseEvent<HTMLDivElement>) {
  const anchor = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || !isPlainLeftClick(event) || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigateFromOverlay(`${url.pathname}${url.search}${url.hash}`);
}

/** Backdrop + animated panel shared by dialogs, sheets and drawers: focus trap, Escape, close button. */
export function OverlaySurface({ onClose, hiddenOffset, labelledBy, zIndex, children, className, testId }: OverlaySurfaceProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const isPresent = useIsPresent();
  const prefersReducedMotion = usePrefersReducedMotion();
  const transition = getOverlayTransition(prefersReducedMotion);
  const hidden = prefersReducedMotion ? { opacity: 0 } : { opacity: 0, ...hiddenOffset };
  useFocusTrap(panelRef, isPresent, onClose);

  return (
    <Layer $zIndex={zIndex}>
      <Backdrop initial={{ opacity: 0 }} animate={{ opacity: 1 }} exit={{ opacity: 0 }} transition={transition} onClick={onClose} data-testid="overlay-backdrop" />
      <m.div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={className}
        data-testid={testId}
        data-transition-ms={toMilliseconds(transition)}
        {...{ [OVERLAY_PANEL_ATTRIBUTE]: '' }}
        initial={hidden}
        animate={{ opacity: 1, x: 0, y: 0, scale: 1 }}
        exit={hidden}
        transition={transition}
        onClickCapture={interceptLinkClick}
      >
        <CloseButton onClick={onClose} />
        {children}
      </m.div>
    </Layer>
  );
}
