import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/** False while the server renders and while the browser hydrates that HTML; true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, onClient, onServer);
}
