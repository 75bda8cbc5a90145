import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MotionProvider } from '@/components/ui/motion/motion-provider';
import { useHydrated } from '@/lib/react/use-hydrated';

/**
 * Renders into document.body on the client (outside the page's stacking contexts), nothing on the
 * server. What is portalled is an animated overlay: it brings its own motion features, since a
 * dialog opened from a page (not from the overlay layer) has no LazyMotion above it and would stay
 * at its transparent first frame.
 */
export function Portal({ children }: { children: ReactNode }) {
  return useHydrated() ? createPortal(<MotionProvider>{children}</MotionProvider>, document.body) : null;
}
