import { useMemo, useRef, useState, type ReactNode } from 'react';
import { EMPTY_CART } from '../model/empty-cart';
import type { CartActions, CartContextValue } from '../model/cart-types';
import { CartContext, DraftSyncContext, type TDraftSyncState } from './cart-context';
import type { TCartActionName, TCartEngineState, TQueuedCartCall } from './cart-engine-types';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

// The reducer, the saved cart and the draft sync load after hydration: no first paint needs them.
const CartEngine = clientOnlyDynamic(() => import('./cart-engine').then((module) => module.CartEngine));

const ACTION_NAMES = ['addItem', 'removeOne', 'removeItem', 'updateItem', 'setEvent', 'setReservation', 'setSpecial', 'setOffer', 'setCoupon', 'setDraftReservation', 'reset'] as const satisfies readonly TCartActionName[];
// Every action is queued while the engine loads: the build fails if one is added to CartActions and not here.
const everyActionQueued: Exclude<TCartActionName, (typeof ACTION_NAMES)[number]> extends never ? true : never = true;
void everyActionQueued;

/**
 * The empty cart the page renders with, on the server and until the engine has restored the saved
 * one: its actions are queued for the engine, its flush waits for it.
 */
function useWaitingCart(queued: TQueuedCartCall[], engineReady: Promise<TCartEngineState>) {
  return useMemo(() => {
    const actions = Object.fromEntries(ACTION_NAMES.map((name) => [name, (...args: unknown[]) => void queued.push({ name, args })])) as unknown as Omit<CartActions, 'getItem' | 'inStock'>;
    const value: CartContextValue = { ...EMPTY_CART, ...actions, isRestored: false, getItem: () => undefined, inStock: () => false };
    const draftSync: TDraftSyncState = { status: 'idle', error: null, flush: () => engineReady.then((engine) => engine.draftSync.flush()) };
    return { value, draftSync };
  }, [queued, engineReady]);
}

/** SPEC §3/§4 CartContext for every page (mounted once by _app). */
export function CartProvider({ children }: { children: ReactNode }) {
  const queued = useRef<TQueuedCartCall[]>([]).current;
  const [ready] = useState(() => {
    let resolve: (state: TCartEngineState) => void = () => undefined;
    const promise = new Promise<TCartEngineState>((settle) => (resolve = settle));
    return { promise, resolve };
  });
  const waiting = useWaitingCart(queued, ready.promise);
  const [engine, setEngine] = useState<TCartEngineState | null>(null);
  const engineElement = useMemo(
    () => (
      <CartEngine
        queued={queued}
        onChange={(state) => {
          if (!state.value.isRestored) return;
          ready.resolve(state);
          setEngine(state);
        }}
      />
    ),
    [queued, ready],
  );
  const current = engine ?? waiting;
  return (
    <CartContext.Provider value={current.value}>
      <DraftSyncContext.Provider value={current.draftSync}>
        {children}
        {engineElement}
      </DraftSyncContext.Provider>
    </CartContext.Provider>
  );
}
