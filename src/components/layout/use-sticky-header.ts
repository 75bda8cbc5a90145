import { useEffect } from 'react';
import { getUiState, setUiState } from '@/lib/ui-state/ui-store';
import { useUiState } from '@/lib/ui-state/use-ui-state';

/** Past this many pixels the header turns compact and sticks to the top. */
export const STICKY_HEADER_OFFSET = 80;

/** The stickyHeader flag (SPEC §3) follows the scroll position; one update per animation frame. */
export function useStickyHeader(): boolean {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const isSticky = window.scrollY > STICKY_HEADER_OFFSET;
      if (getUiState().stickyHeader !== isSticky) setUiState({ stickyHeader: isSticky });
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return useUiState((state) => state.stickyHeader);
}
