import { useSyncExternalStore } from 'react';
import { getServerUiState, getUiState, subscribeUiState, type UiState } from './ui-store';

/** Reads one slice of the UI state; re-renders only when that slice changes. */
export function useUiState<T>(select: (state: UiState) => T): T {
  return useSyncExternalStore(
    subscribeUiState,
    () => select(getUiState()),
    () => select(getServerUiState()),
  );
}
