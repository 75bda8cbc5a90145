import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import { useMe } from '@/lib/session/get-me';
import { closeModal, openModal } from '@/lib/ui-state/ui-store';
import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { theme } from '@/styles/theme';

const NAMESPACES = ['account'];

const Number = styled.p`
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.bold};
  direction: ltr;
  unicode-bidi: isolate;
`;

const Muted = styled.p`
  color: ${theme.color.inkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  margin-block-start: ${theme.space.lg};
`;

/** PHONE_NUMBER: shows the saved number and whether it is verified; changing or verifying it goes through LINK_PHONE_NUMBER. */
function PhoneNumberModalContent(_props: { data: unknown }) {
  const { t } = useTranslation('account');
  const me = useMe().data;
  const phone = me?.phone ?? null;
  const unverified = phone !== null && me?.phoneVerified === false;
  return (
    <ModalFrame title={t('phone.viewTitle')}>
      {phone ? <Number>{phone}</Number> : <Muted>{t('phone.none')}</Muted>}
      {unverified && <Muted>{t('phone.notVerified')}</Muted>}
      <Actions>
        <Button variant="ghost" onClick={closeModal}>
          {t('phone.close')}
        </Button>
        <Button onClick={() => openModal('LINK_PHONE_NUMBER')}>{t(unverified ? 'phone.verifyNumber' : phone ? 'phone.edit' : 'phone.add')}</Button>
      </Actions>
    </ModalFrame>
  );
}

/** Waits for its translations, which the page may not have shipped. */
export function PhoneNumberModal(props: { data: unknown }) {
  return (
    <NamespaceGate namespaces={NAMESPACES}>
      <PhoneNumberModalContent data={props.data} />
    </NamespaceGate>
  );
}
