import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import type { ModalViewProps } from '@/components/ui/modal/modal-host';
import { Skeleton } from '@/components/ui/skeleton';
import type { TGroup } from '@/contracts/group-contract';
import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { formatZonedDateTime } from '@/lib/format/format-zoned-date-time';
import { readBookingModalData } from '@/lib/ui-state/read-booking-modal-data';
import { openModal } from '@/lib/ui-state/ui-store';
import { useCreateGroupLink } from '../api/create-group-link';
import { useEnsureGroup } from '../api/use-ensure-group';
import { Divider, Muted, Stack } from './invitation-styles';
import { OpenLinks } from './open-links';
import { ShareLink } from './share-link';

const NAMESPACES = ['invitations'];

function LinkPanel({ group }: { group: TGroup }) {
  const { t } = useTranslation('invitations');
  const { locale = 'fr' } = useRouter();
  const create = useCreateGroupLink();
  const apiError = useApiErrorText('invitations');
  const when = formatZonedDateTime(group.startsAt, group.restaurant.timeZone, locale);
  const message = t('link.message', { host: group.hostName, restaurant: group.restaurant.name, date: when });
  return (
    <Stack>
      <FormError message={create.error ? apiError(create.error) : null} />
      {create.data ? (
        <>
          <ShareLink url={create.data.url} message={message} title={t('link.shareTitle', { restaurant: group.restaurant.name })} />
          <Muted>{t('link.onceNote')}</Muted>
        </>
      ) : (
        <Button onClick={() => create.mutate(group.id)} isLoading={create.isPending}>
          {t('link.create')}
        </Button>
      )}
      <Divider />
      <h3>{t('link.open')}</h3>
      <OpenLinks group={group} />
      <Button variant="ghost" onClick={() => openModal('SEND_INVITATION', { reservationId: group.reservationId })}>
        {t('link.toSend')}
      </Button>
    </Stack>
  );
}

function LinkInvitationContent({ reservationId }: { reservationId: string }) {
  const { t } = useTranslation('invitations');
  const apiError = useApiErrorText('invitations');
  const { group, error, isPending } = useEnsureGroup(reservationId);
  return (
    <ModalFrame title={t('link.title')} description={group ? t('link.lead', { count: group.seatsLeft }) : undefined}>
      {isPending && <Skeleton count={2} height="3rem" />}
      {error ? <p role="alert">{apiError(error)}</p> : null}
      {group && <LinkPanel group={group} />}
    </ModalFrame>
  );
}

/** SPEC §2 LINK_INVITATION view, opened with `{ reservationId }` by the booking's host. */
export function LinkInvitationModal({ data }: ModalViewProps) {
  const parsed = readBookingModalData(data);
  return <NamespaceGate namespaces={NAMESPACES}>{parsed ? <LinkInvitationContent reservationId={parsed.reservationId} /> : <InvalidData />}</NamespaceGate>;
}

function InvalidData() {
  const { t } = useTranslation('invitations');
  return (
    <ModalFrame title={t('link.title')}>
      <p role="alert">{t('modalError')}</p>
    </ModalFrame>
  );
}
