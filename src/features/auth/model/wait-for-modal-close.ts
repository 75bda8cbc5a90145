import { getUiState, subscribeUiState, type ModalView } from '@/lib/ui-state/ui-store';

/** Resolves once `view` is no longer the open modal (saved, dismissed or replaced). */
export function waitForModalClose(view: ModalView): Promise<void> {
  return new Promise((resolve) => {
    if (getUiState().modalView !== view) return resolve();
    const unsubscribe = subscribeUiState(() => {
      if (getUiState().modalView === view) return;
      unsubscribe();
      resolve();
    });
  });
}
