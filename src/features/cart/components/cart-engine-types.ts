import type { CartActions, CartContextValue } from '../model/cart-types';
import type { TDraftSyncState } from './cart-context';

/** What the cart engine publishes to CartProvider on every change. */
export interface TCartEngineState {
  value: CartContextValue;
  draftSync: TDraftSyncState;
}

export type TCartActionName = Exclude<keyof CartActions, 'getItem' | 'inStock'>;

/** A cart action called before the engine had loaded, kept to be run once it has. */
export interface TQueuedCartCall {
  name: TCartActionName;
  args: unknown[];
}
