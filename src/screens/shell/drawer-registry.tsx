import type { DrawerRegistry } from '@/components/ui/drawer/drawer-host';
import { ModalLoading } from './overlay-loading';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

/** SPEC §2 side drawers, each loaded on first open. */
export const DRAWER_VIEWS: DrawerRegistry = {
  CART: clientOnlyDynamic(() => import('./cart-drawer-view').then((module) => module.CartDrawerView), { loading: ModalLoading }),
  USER: clientOnlyDynamic(() => import('./user-drawer').then((module) => module.UserDrawer), { loading: ModalLoading }),
};
