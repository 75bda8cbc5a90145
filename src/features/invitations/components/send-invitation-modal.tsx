import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import type { ModalViewProps } from '@/components/ui/modal/modal-host';
import { Skeleton } from '@/components/ui/skeleton';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { readBookingModalData } from '@/lib/ui-state/read-booking-modal-data';
import { openModal } from '@/lib/ui-state/ui-store';
import { useEnsureGroup } from '../api/use-ensure-group';
import { Divider, Muted, Stack } from './invitation-styles';
import { SendInvitationForm } from './send-invitation-form';

const NAMESPACES = ['invitations'];

function SendInvitationContent({ reservationId }: { reservationId: string }) {
  const { t } = useTranslation('invitations');
  const apiError = useApiErrorText('invitations');
  const { group, error, isPending } = useEnsureGroup(reservationId);
  return (
    <ModalFrame title={t('send.title')} description={group ? t('send.lead', { count: group.seatsLeft }) : undefined}>
      {isPending && <Skeleton count={2} height="3rem" />}
      {error ? <p role="alert">{apiError(error)}</p> : null}
      {group && (
        <Stack>
          <SendInvitationForm group={group} />
          <Divider />
          <Muted>{t('send.orLink')}</Muted>
          <Button variant="secondary" onClick={() => openModal('LINK_INVITATION', { reservationId })}>
            {t('send.toLink')}
          </Button>
        </Stack>
      )}
    </ModalFrame>
  );
}

/** SPEC §2 SEND_INVITATION view, opened with `{ reservationId }` by the booking's host. */
export function SendInvitationModal({ data }: ModalViewProps) {
  const parsed = readBookingModalData(data);
  return <NamespaceGate namespaces={NAMESPACES}>{parsed ? <SendInvitationContent reservationId={parsed.reservationId} /> : <InvalidData />}</NamespaceGate>;
}

function InvalidData() {
  const { t } = useTranslation('invitations');
  return (
    <ModalFrame title={t('send.title')}>
      <p role="alert">{t('modalError')}</p>
    </ModalFrame>
  );
}
