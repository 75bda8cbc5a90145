import { useEffect, useState, useSyncExternalStore } from 'react';
import { getServerSnapshot, getSnapshot, subscribe } from '@/lib/toast/toast-store';
import { whenIdle } from '@/lib/when-idle';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

const ToastHost = clientOnlyDynamic(() => import('./toast-host').then((module) => module.ToastHost));

const hasToasts = () => getSnapshot().length > 0;
const hasToastsOnServer = () => getServerSnapshot().length > 0;

/**
 * The toast region stays out of the first load: it is mounted when the browser is first idle
 * (so that its live region exists before most toasts), or at once by the first toast.
 */
export function LazyToastHost() {
  const toastWaiting = useSyncExternalStore(subscribe, hasToasts, hasToastsOnServer);
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => whenIdle(() => setIsIdle(true)), []);
  return isIdle || toastWaiting ? <ToastHost /> : null;
}
