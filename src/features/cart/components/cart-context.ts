import { createContext } from 'react';
import type { CartContextValue } from '../model/cart-types';
import type { TDraftStatus } from '../model/draft-scheduler';

export interface TDraftSyncState {
  status: TDraftStatus;
  /** The last failure as thrown (an AppError from the client), null otherwise. */
  error: unknown;
  flush(): Promise<void>;
}

export const CartContext = createContext<CartContextValue | null>(null);
export const DraftSyncContext = createContext<TDraftSyncState | null>(null);
