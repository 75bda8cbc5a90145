import { useTranslation } from 'next-i18next/pages';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import { LinkPhoneNumberForm } from './link-phone-number-form';
import { NamespaceGate } from '@/components/i18n/namespace-gate';

const NAMESPACES = ['account'];

/** LINK_PHONE_NUMBER (SPEC §2/§8): asks for the diner's phone number, with their country's dial code. */
function LinkPhoneNumberModalContent(_props: { data: unknown }) {
  const { t } = useTranslation('account');
  return (
    <ModalFrame title={t('phone.linkTitle')} description={t('phone.linkSubtitle')}>
      <LinkPhoneNumberForm />
    </ModalFrame>
  );
}

/** Waits for its translations, which the page may not have shipped. */
export function LinkPhoneNumberModal(props: { data: unknown }) {
  return (
    <NamespaceGate namespaces={NAMESPACES}>
      <LinkPhoneNumberModalContent data={props.data} />
    </NamespaceGate>
  );
}
