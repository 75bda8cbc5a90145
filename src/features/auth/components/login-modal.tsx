import { useTranslation } from '@/lib/i18n/use-translation';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import { closeModal } from '@/lib/ui-state/ui-store';
import { LoginForm } from './login-form';
import { NamespaceGate } from '@/components/i18n/namespace-gate';

const NAMESPACES = ['auth'];

/** The LOGIN modal view (SPEC §2); the visitor stays on the page they were on. */
function LoginModalContent(_props: { data: unknown }) {
  const { t } = useTranslation('auth');
  return (
    <ModalFrame title={t('login.title')} description={t('login.subtitle')}>
      <LoginForm mode="modal" onLoggedIn={closeModal} />
    </ModalFrame>
  );
}

/** Waits for its translations, which the page may not have shipped. */
export function LoginModal(props: { data: unknown }) {
  return (
    <NamespaceGate namespaces={NAMESPACES}>
      <LoginModalContent data={props.data} />
    </NamespaceGate>
  );
}
