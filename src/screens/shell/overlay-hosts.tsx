import { useState } from 'react';
import { useIsOverlayOpen } from '@/lib/ui-state/use-is-overlay-open';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

// framer-motion, the hosts, back-button closing and the scroll lock stay out of the first load until something opens.
const OverlayLayer = clientOnlyDynamic(() => import('./overlay-layer').then((module) => module.OverlayLayer));

/** The app's one modal and one drawer slot (SPEC §2). */
export function OverlayHosts() {
  const isOpen = useIsOverlayOpen();
  const [hasOpened, setHasOpened] = useState(false);
  // Once loaded, the layer stays mounted so that closing can animate.
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened ? <OverlayLayer /> : null;
}
