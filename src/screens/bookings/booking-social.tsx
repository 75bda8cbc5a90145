import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { TReservation } from '@/contracts/reservation-contract';
import { useChatUnreadCount } from '@/features/chat/api/get-chat-unread';
import { UnreadBadge } from '@/features/chat/components/unread-badge';
import { useFeedbackEligibility } from '@/features/feedback/api/get-feedback-eligibility';
import { useReservationGroup } from '@/features/invitations/api/get-reservation-group';
import { GroupMembers } from '@/features/invitations/components/group-members';
import { LeaveGroupButton } from '@/features/invitations/components/leave-group-button';
import { ROUTES } from '@/lib/routes';
import { showToast } from '@/lib/toast/toast-store';
import { openModal } from '@/lib/ui-state/ui-store';
import { Actions, Section } from '@/screens/checkout-reservation/checkout-styles';
import { canAddDishes } from './confirmed-booking-cart';
import { theme } from '@/styles/theme';

const Note = styled.p`
  color: ${theme.color.inkMuted};
`;

function FeedbackAction({ reservationId }: { reservationId: string }) {
  const { t } = useTranslation('feedback');
  const { data } = useFeedbackEligibility(reservationId);
  if (data?.availability === 'open') return <Button onClick={() => openModal('ADD_FEEDBACK', { reservationId })}>{t('open')}</Button>;
  if (data?.feedback?.canEdit) return <Button variant="secondary" onClick={() => openModal('ADD_FEEDBACK', { reservationId })}>{t('edit')}</Button>;
  return data?.feedback ? <Note>{t('written')}</Note> : null;
}

/**
 * Who is coming (live), and what the people at the table do together: the host invites (while
 * the booking takes guests), everyone chats with the restaurant, the host reviews the meal after.
 */
export function BookingSocial({ reservation }: { reservation: TReservation }) {
  const { t } = useTranslation('invitations');
  const { t: tChat } = useTranslation('chat');
  const router = useRouter();
  const isHost = reservation.viewerRole !== 'guest';
  const group = useReservationGroup(reservation.id).data?.group ?? null;
  const unread = useChatUnreadCount(reservation.id);
  const reservationId = reservation.id;
  // Guests may join while dishes may still be added: a confirmed booking that has not started.
  const takesGuests = isHost && canAddDishes(reservation);
  const onLeft = () => {
    showToast({ kind: 'info', text: t('group.left') });
    void router.push(ROUTES.bookings);
  };
  return (
    <Section aria-labelledby="booking-people" data-testid="booking-social">
      <h2 id="booking-people">{t('group.title')}</h2>
      {!isHost && group && <Note>{t('group.guestNote', { host: group.hostName })}</Note>}
      {group && <GroupMembers group={group} />}
      {group && takesGuests && <Note>{group.seatsLeft > 0 ? t('group.seatsLeft', { count: group.seatsLeft }) : t('group.full')}</Note>}
      <Actions>
        {takesGuests && <Button onClick={() => openModal('SEND_INVITATION', { reservationId })}>{t('group.invite')}</Button>}
        <Button variant="secondary" onClick={() => openModal('CHAT', { reservationId })}>
          {tChat('open')}
          <UnreadBadge count={unread} />
        </Button>
        {isHost && reservation.status !== 'cancelled' && <FeedbackAction reservationId={reservationId} />}
        {!isHost && group && <LeaveGroupButton group={group} onLeft={onLeft} />}
      </Actions>
    </Section>
  );
}
