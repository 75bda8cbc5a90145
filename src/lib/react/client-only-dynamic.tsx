import dynamic from 'next/dynamic';
import type { ComponentType, ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A component whose code loads in the browser only (next/dynamic with `ssr: false`), rendered as
 * `loading` (or nothing) on the server and until the page has hydrated. next/dynamic alone shows
 * the component as soon as its code is there: when the chunk arrived before React reached that
 * spot, or when a tap restarted the hydration, the browser's first render no longer matched the
 * server's HTML, and React threw the page's HTML away and rendered it again (losing the tap).
 */
export function clientOnlyDynamic<P extends object>(load: () => Promise<ComponentType<P>>, options: { loading?: () => ReactNode } = {}): ComponentType<P> {
  const placeholder = options.loading;
  // eslint-disable-next-line no-restricted-syntax -- the one place next/dynamic's ssr: false is used, behind the hydration guard
  const Loaded = dynamic(load, { ssr: false, ...(placeholder ? { loading: placeholder } : {}) });
  function ClientOnly(props: P) {
    const hydrated = useHydrated();
    if (hydrated) return <Loaded {...props} />;
    return placeholder ? placeholder() : null;
  }
  return ClientOnly;
}
