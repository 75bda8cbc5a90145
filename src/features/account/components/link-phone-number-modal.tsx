import { useTranslation } from '@/lib/i18n/use-translation';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import { isOpenedByUserCheck } from '@/lib/ui-state/user-check-modal-data';
import { LinkPhoneNumberForm } from './link-phone-number-form';
import { NamespaceGate } from '@/components/i18n/namespace-gate';

const NAMESPACES = ['account'];

/** LINK_PHONE_NUMBER (SPEC §2/§8): asks for the diner's phone number, with their country's dial code,
 * then for the code texted to it. */
function LinkPhoneNumberModalContent({ data }: { data: unknown }) {
  const { t } = useTranslation('account');
  // Opened by the post-login check, or from the account's phone (PHONE_NUMBER).
  const purpose = isOpenedByUserCheck(data) ? 'link_phone' : 'verify_phone';
  return (
    <ModalFrame title={t('phone.linkTitle')} description={t('phone.linkSubtitle')}>
      <LinkPhoneNumberForm purpose={purpose} />
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
