import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useScrollLock } from '@/components/ui/modal/use-scroll-lock';
import { useIsOverlayOpen, useOverlayHistory } from '@/lib/ui-state/use-overlay-history';

// framer-motion and the hosts stay out of the first load until something opens.
const OverlayLayer = dynamic(() => import('./overlay-layer').then((module) => module.OverlayLayer), { ssr: false });

/** The app's one modal and one drawer slot (SPEC §2), with back-button closing and scroll lock. */
export function OverlayHosts() {
  const isOpen = useIsOverlayOpen();
  const [hasOpened, setHasOpened] = useState(false);
  // Once loaded, the layer stays mounted so that closing can animate.
  if (isOpen && !hasOpened) setHasOpened(true);
  useOverlayHistory();
  useScrollLock(isOpen);
  return hasOpened ? <OverlayLayer /> : null;
}
