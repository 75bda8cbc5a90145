import type { ComponentType } from 'react';
import { AnimatePresence } from 'framer-motion';
import { theme } from '@/styles/theme';
import { closeDrawer, type DrawerView } from '@/lib/ui-state/ui-store';
import { useUiState } from '@/lib/ui-state/use-ui-state';
import { Portal } from '../modal/portal';
import { useDrawerSide } from './drawer-side';
import { DRAWER_WIDTH, DrawerSurface } from './drawer-surface';

export type DrawerRegistry = Record<DrawerView, ComponentType>;

/** Shows the drawer named in the UI store (SPEC §2: cart or user), sliding in from its side. */
export function DrawerHost({ views, width = DRAWER_WIDTH }: { views: DrawerRegistry; width?: number }) {
  const view = useUiState((state) => state.drawerView);
  const side = useDrawerSide();
  const View = view ? views[view] : null;

  return (
    <Portal>
      <AnimatePresence>
        {View && (
          <DrawerSurface
            key="drawer"
            $side={side}
            $width={width}
            onClose={closeDrawer}
            labelledBy="drawer-title"
            zIndex={theme.zIndex.drawer}
            hiddenOffset={{ x: side === 'right' ? '100%' : '-100%' }}
            testId={`drawer-${side}`}
          >
            <View />
          </DrawerSurface>
        )}
      </AnimatePresence>
    </Portal>
  );
}
