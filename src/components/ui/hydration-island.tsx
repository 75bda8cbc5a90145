import { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered content that hydrates on its own. React hydrates each Suspense boundary as
 * separate work and gives the browser back its main thread between them, so the page's one long
 * hydration task (Lighthouse's Total Blocking Time) becomes several short ones. Nothing inside
 * suspends while the server renders, so the HTML and the first paint are the same.
 */
export function HydrationIsland({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
