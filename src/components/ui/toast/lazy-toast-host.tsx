import dynamic from 'next/dynamic';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getServerSnapshot, getSnapshot, subscribe } from '@/lib/toast/toast-store';
import { whenIdle } from '@/lib/when-idle';

const ToastHost = dynamic(() => import('./toast-host').then((module) => module.ToastHost), { ssr: false });

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
