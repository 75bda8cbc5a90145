import { useEffect } from 'react';
import { pushOverlayEntry, releaseOverlayEntry } from './overlay-history';
import { closeDrawer, closeModal } from './ui-store';
import { useUiState } from './use-ui-state';

const closeAllOverlays = () => {
  closeModal();
  closeDrawer();
};

/** True while a modal or a drawer is open (SPEC §2: at most one of them). */
export const useIsOverlayOpen = () => useUiState((state) => state.modalView !== null || state.drawerView !== null);

/** Ties the open overlay to one browser-history entry (back closes it). Mount once. */
export function useOverlayHistory(): void {
  const isOpen = useIsOverlayOpen();
  useEffect(() => {
    if (isOpen) pushOverlayEntry(closeAllOverlays);
    else releaseOverlayEntry();
  }, [isOpen]);
  useEffect(() => releaseOverlayEntry, []);
}
