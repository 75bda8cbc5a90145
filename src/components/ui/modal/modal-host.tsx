import type { ComponentType } from 'react';
import { AnimatePresence } from 'framer-motion';
import { theme } from '@/styles/theme';
import { closeModal, type ModalView } from '@/lib/ui-state/ui-store';
import { useUiState } from '@/lib/ui-state/use-ui-state';
import { BottomSheetSurface, SheetHandle } from '../bottom-sheet/bottom-sheet-surface';
import { useMediaQuery } from '../motion/use-media-query';
import { DialogSurface, type DialogSize } from './dialog-surface';
import { Portal } from './portal';

export interface ModalViewProps {
  data: unknown;
}

export interface ModalViewEntry {
  component: ComponentType<ModalViewProps>;
  /** 'sheet' rises from the bottom on phones (the category view); dialogs fill the phone screen. */
  presentation?: 'dialog' | 'sheet';
  size?: DialogSize;
}

export type ModalRegistry = Record<ModalView, ModalViewEntry>;

const DESKTOP_QUERY = `(min-width: ${theme.breakpoint.md})`;

/** The one dialog of the app (SPEC §2): shows the view named in the UI store, replacing any other. */
export function ModalHost({ views }: { views: ModalRegistry }) {
  const view = useUiState((state) => state.modalView);
  const data = useUiState((state) => state.modalData);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const entry = view ? views[view] : null;
  const View = entry?.component;
  const isSheet = entry?.presentation === 'sheet';

  return (
    <Portal>
      <AnimatePresence>
        {View && isSheet && (
          <BottomSheetSurface key="modal" onClose={closeModal} labelledBy="modal-title" zIndex={theme.zIndex.modal} hiddenOffset={isDesktop ? { scale: 0.96, y: 8 } : { y: '100%' }} testId="modal">
            <SheetHandle />
            <View data={data} />
          </BottomSheetSurface>
        )}
        {View && !isSheet && (
          <DialogSurface key="modal" $size={entry?.size ?? 'md'} onClose={closeModal} labelledBy="modal-title" zIndex={theme.zIndex.modal} hiddenOffset={isDesktop ? { scale: 0.96, y: 8 } : { y: 32 }} testId="modal">
            <View data={data} />
          </DialogSurface>
        )}
      </AnimatePresence>
    </Portal>
  );
}
