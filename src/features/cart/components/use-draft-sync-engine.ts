import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { TDraftOrderRequest, TDraftOrderResult } from '@/contracts/reservation-contract';
import { saveDraft } from '../api/save-draft';
import { buildDraftPayload } from '../model/draft-payload';
import { createDraftScheduler, type TDraftStatus } from '../model/draft-scheduler';
import type { Cart } from '../model/cart-types';
import type { TDraftSyncState } from './cart-context';

/**
 * Runs once, inside the provider: watches what the draft is made of (reservation, event, lines,
 * note, offer) and lets the scheduler send it ~1000 ms after the last change (SPEC §4). A confirmed
 * booking has no draft (the server refuses one): its payload is null, so nothing is sent, the status
 * stays idle and flush() resolves at once.
 */
export function useDraftSyncEngine(cart: Cart, isRestored: boolean, onSaved: RefObject<(result: TDraftOrderResult) => void>): TDraftSyncState {
  const [state, setState] = useState<{ status: TDraftStatus; error: unknown }>({ status: 'idle', error: null });
  const [scheduler] = useState(() =>
    createDraftScheduler<TDraftOrderRequest>({
      send: async (payload, signal) => onSaved.current(await saveDraft(payload, signal)),
      onStatus: (status, error) => setState({ status, error }),
    }),
  );
  const signature = useMemo(() => {
    const payload = buildDraftPayload(cart);
    return payload ? JSON.stringify(payload) : null;
  }, [cart]);
  // undefined until restored: the restored draft was already sent by the page that saved it.
  const sent = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (!isRestored) return;
    if (sent.current === undefined || sent.current === signature) {
      sent.current = signature;
      return;
    }
    sent.current = signature;
    if (signature === null) {
      scheduler.cancel();
      setState({ status: 'idle', error: null });
      return;
    }
    scheduler.schedule(JSON.parse(signature) as TDraftOrderRequest);
  }, [signature, isRestored, scheduler]);

  useEffect(() => () => scheduler.cancel(), [scheduler]);

  return useMemo(() => ({ ...state, flush: scheduler.flush }), [state, scheduler]);
}
