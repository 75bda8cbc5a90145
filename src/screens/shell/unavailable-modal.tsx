import type { ComponentType } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import type { ModalViewProps } from '@/components/ui/modal/modal-host';
import type { ModalView } from '@/lib/ui-state/ui-store';
import { Button } from '@/components/ui/button';
import { closeModal } from '@/lib/ui-state/ui-store';
import { theme } from '@/styles/theme';

const Body = styled.p`
  color: ${theme.color.inkMuted};
  margin-block-end: ${theme.space.lg};
`;

/** The honest placeholder for a modal whose feature is not built yet: no fake content. */
export function UnavailableModal({ view }: { view: ModalView }) {
  const { t } = useTranslation('common');
  return (
    <ModalFrame title={t(`overlay.views.${view}`)}>
      <Body>{t('overlay.unavailable')}</Body>
      <Button variant="secondary" onClick={closeModal}>
        {t('overlay.close')}
      </Button>
    </ModalFrame>
  );
}

const viewsByName = new Map<ModalView, ComponentType<ModalViewProps>>();

/** One stable component per view name, so the registry can load them lazily like any other view. */
export function getUnavailableView(view: ModalView): ComponentType<ModalViewProps> {
  const existing = viewsByName.get(view);
  if (existing) return existing;
  const UnavailableView = () => <UnavailableModal view={view} />;
  UnavailableView.displayName = `Unavailable(${view})`;
  viewsByName.set(view, UnavailableView);
  return UnavailableView;
}
