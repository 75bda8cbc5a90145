import { DrawerHost } from '@/components/ui/drawer/drawer-host';
import { ModalHost } from '@/components/ui/modal/modal-host';
import { MotionProvider } from '@/components/ui/motion/motion-provider';
import { DRAWER_VIEWS } from './drawer-registry';
import { MODAL_VIEWS } from './modal-registry';

/** The animated modal and drawer slots; loaded with the first overlay a visitor opens. */
export function OverlayLayer() {
  return (
    <MotionProvider>
      <DrawerHost views={DRAWER_VIEWS} />
      <ModalHost views={MODAL_VIEWS} />
    </MotionProvider>
  );
}
