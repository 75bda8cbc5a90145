import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const subscribeNothing = () => () => undefined;

/** Renders into document.body on the client (outside the page's stacking contexts), nothing on the server. */
export function Portal({ children }: { children: ReactNode }) {
  const isClient = useSyncExternalStore(subscribeNothing, () => true, () => false);
  return isClient ? createPortal(children, document.body) : null;
}
