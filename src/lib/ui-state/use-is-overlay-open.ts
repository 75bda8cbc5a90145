import { useUiState } from './use-ui-state';

/** True while a modal or a drawer is open (SPEC §2: at most one of them). */
export const useIsOverlayOpen = () => useUiState((state) => state.modalView !== null || state.drawerView !== null);
