import { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';
import { takeEarlyClicks } from './early-clicks';

type HydrateRoot = typeof ReactDOMClient.hydrateRoot;
type ReactDOMClientExports = { hydrateRoot: HydrateRoot };

const WRAPPED = Symbol.for('tablee.hydrateInTransition');

/**
 * Makes `hydrateRoot` start the page's hydration inside a transition. React then hydrates in slices
 * of about 5 ms and lets the browser paint, scroll and take input between them, instead of in one
 * task as long as the whole page's render (the largest part of a page's blocking time on a
 * mid-range phone). A click or key press on a part not yet hydrated still hydrates it at once and
 * replays the event.
 *
 * Taps that came before (early-clicks.ts) are replayed once the page has hydrated.
 *
 * Next.js's app router hydrates this way; its pages router calls `hydrateRoot` outside a
 * transition, through react-dom/client's exports object, which is what this wraps (once).
 */
export function hydrateInTransition(client: ReactDOMClientExports = ReactDOMClient): void {
  const hydrateRoot = client.hydrateRoot as HydrateRoot & { [WRAPPED]?: true };
  if (hydrateRoot[WRAPPED]) return;
  const inTransition = ((...args: Parameters<HydrateRoot>) => {
    let root: ReturnType<HydrateRoot> | undefined;
    takeEarlyClicks();
    startTransition(() => {
      root = hydrateRoot(...args);
    });
    return root as ReturnType<HydrateRoot>;
  }) as HydrateRoot & { [WRAPPED]?: true };
  inTransition[WRAPPED] = true;
  client.hydrateRoot = inTransition;
}
