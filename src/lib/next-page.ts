import type { NextPage } from 'next';
import type { ComponentType, ReactElement, ReactNode } from 'react';

/** SPEC §2: the layout is chosen per page; a page without getLayout gets none. */
export type NextPageWithLayout<P = object> = NextPage<P> & {
  getLayout?: (page: ReactElement) => ReactNode;
  /**
   * SPEC §4: a visitor on such a page is asked to log in, then stays where they were (RequireLogin).
   * The page names the gate itself, so its code loads with the pages that need it, not with every page.
   */
  loginGate?: ComponentType<{ children: ReactNode }>;
};
