import { DrawerHost } from '@/components/ui/drawer/drawer-host';
import { useScrollLock } from '@/components/ui/modal/use-scroll-lock';
import { useIsOverlayOpen } from '@/lib/ui-state/use-is-overlay-open';
import { useOverlayHistory } from '@/lib/ui-state/use-overlay-history';
import { ModalHost } from '@/components/ui/modal/modal-host';
import { MotionProvider } from '@/components/ui/motion/motion-provider';
import { DRAWER_VIEWS } from './drawer-registry';
import { MODAL_VIEWS } from './modal-registry';

/** The animated modal and drawer slots, with back-button closing and scroll lock; loaded with the first overlay a visitor opens. */
export function OverlayLayer() {
  useOverlayHistory();
  useScrollLock(useIsOverlayOpen());
  return (
    <MotionProvider>
      <DrawerHost views={DRAWER_VIEWS} />
      <ModalHost views={MODAL_VIEWS} />
    </MotionProvider>
  );
}
