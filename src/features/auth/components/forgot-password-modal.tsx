import { useTranslation } from '@/lib/i18n/use-translation';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import { ForgotPasswordForm } from './forgot-password-form';
import { NamespaceGate } from '@/components/i18n/namespace-gate';

const NAMESPACES = ['auth'];

function ForgotPasswordModalContent(_props: { data: unknown }) {
  const { t } = useTranslation('auth');
  return (
    <ModalFrame title={t('forgot.title')} description={t('forgot.subtitle')}>
      <ForgotPasswordForm mode="modal" />
    </ModalFrame>
  );
}

/** Waits for its translations, which the page may not have shipped. */
export function ForgotPasswordModal(props: { data: unknown }) {
  return (
    <NamespaceGate namespaces={NAMESPACES}>
      <ForgotPasswordModalContent data={props.data} />
    </NamespaceGate>
  );
}
