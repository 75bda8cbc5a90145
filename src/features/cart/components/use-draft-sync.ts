import { useContext } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { describeError } from '@/lib/api-client/error-toast';
import { isAppError } from '@/lib/errors/app-error';
import type { TDraftStatus } from '../model/draft-scheduler';
import { DraftSyncContext } from './cart-context';

export interface TDraftSync {
  status: TDraftStatus;
  /** SPEC §4: a failure is kept as an error text, in the diner's language when the code is known. */
  errorText: string | null;
  /** Sends a waiting change now; resolves once saved (the checkout awaits it before confirming). */
  flush(): Promise<void>;
}

const IDLE: TDraftSync = { status: 'idle', errorText: null, flush: () => Promise.resolve() };

/** The one draft sync the CartProvider runs, read from anywhere below it. */
export function useDraftSync(): TDraftSync {
  const { t } = useTranslation('cart');
  const sync = useContext(DraftSyncContext);
  if (!sync) return IDLE;
  const errorText = sync.status !== 'error' ? null : isAppError(sync.error) ? describeError(sync.error) : t('draft.failed');
  return { status: sync.status, errorText, flush: sync.flush };
}
