import dynamic from 'next/dynamic';
import type { DrawerRegistry } from '@/components/ui/drawer/drawer-host';
import { ModalLoading } from './overlay-loading';

/** SPEC §2 side drawers, each loaded on first open. */
export const DRAWER_VIEWS: DrawerRegistry = {
  CART: dynamic(() => import('./cart-drawer-view').then((module) => module.CartDrawerView), { ssr: false, loading: ModalLoading }),
  USER: dynamic(() => import('./user-drawer').then((module) => module.UserDrawer), { ssr: false, loading: ModalLoading }),
};
