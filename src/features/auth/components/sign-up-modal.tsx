import { useTranslation } from '@/lib/i18n/use-translation';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import { closeModal } from '@/lib/ui-state/ui-store';
import { SignUpForm } from './sign-up-form';
import { NamespaceGate } from '@/components/i18n/namespace-gate';

const NAMESPACES = ['auth'];

function SignUpModalContent(_props: { data: unknown }) {
  const { t } = useTranslation('auth');
  return (
    <ModalFrame title={t('signUp.title')} description={t('signUp.subtitle')}>
      <SignUpForm mode="modal" onSignedIn={closeModal} />
    </ModalFrame>
  );
}

/** Waits for its translations, which the page may not have shipped. */
export function SignUpModal(props: { data: unknown }) {
  return (
    <NamespaceGate namespaces={NAMESPACES}>
      <SignUpModalContent data={props.data} />
    </NamespaceGate>
  );
}
