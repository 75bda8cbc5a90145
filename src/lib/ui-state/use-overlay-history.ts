import { useEffect } from 'react';
import { pushOverlayEntry, releaseOverlayEntry } from './overlay-history';
import { closeDrawer, closeModal } from './ui-store';
import { useIsOverlayOpen } from './use-is-overlay-open';

const closeAllOverlays = () => {
  closeModal();
  closeDrawer();
};


/** Ties the open overlay to one browser-history entry (back closes it). Mount once. */
export function useOverlayHistory(): void {
  const isOpen = useIsOverlayOpen();
  useEffect(() => {
    if (isOpen) pushOverlayEntry(closeAllOverlays);
    else releaseOverlayEntry();
  }, [isOpen]);
  useEffect(() => releaseOverlayEntry, []);
}
