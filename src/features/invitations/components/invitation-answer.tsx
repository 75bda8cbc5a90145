import { useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import type { TInvitationPreview } from '@/contracts/group-contract';
import type { TInvitationAnswer } from '@/contracts/social-limits';
import { DETAIL_ROUTES } from '@/lib/routes';
import { openModal } from '@/lib/ui-state/ui-store';
import { useAnswerInvitation } from '../api/answer-invitation';
import { Muted, Row, Stack, Success } from './invitation-styles';

interface Props {
  accessId: string;
  preview: TInvitationPreview;
  isSignedIn: boolean;
}

/** Accept (then open the booking) or decline; a visitor signs in first, and stays on the invitation. */
export function InvitationAnswer({ accessId, preview, isSignedIn }: Props) {
  const { t } = useTranslation('invitations');
  const router = useRouter();
  const answer = useAnswerInvitation();
  const apiError = useApiErrorText('invitations');
  const [declined, setDeclined] = useState(preview.viewer.status === 'declined');
  const { viewer } = preview;

  if (viewer.reservationId) {
    return (
      <Stack>
        <Success>{viewer.role === 'host' ? t('invitation.yours') : t('invitation.coming')}</Success>
        <ButtonLink href={DETAIL_ROUTES.booking(viewer.reservationId)}>{t('invitation.openBooking')}</ButtonLink>
      </Stack>
    );
  }
  if (!preview.isOpen) return <p role="alert">{t('invitation.closed')}</p>;

  const respond = (status: TInvitationAnswer) => {
    if (!isSignedIn) {
      openModal('LOGIN', { reason: 'required' });
      return;
    }
    answer.mutate(
      { accessId, status },
      {
        onSuccess: (group) => (status === 'accepted' ? void router.push(DETAIL_ROUTES.booking(group.reservationId)) : setDeclined(true)),
      },
    );
  };
  return (
    <Stack>
      <FormError message={answer.error ? apiError(answer.error) : null} />
      {!isSignedIn && <Muted>{t('invitation.signInFirst')}</Muted>}
      <div role="status">{declined && <Muted>{t('invitation.declined')}</Muted>}</div>
      <Row>
        <Button size="lg" onClick={() => respond('accepted')} isLoading={answer.isPending && answer.variables?.status === 'accepted'}>
          {t('invitation.accept')}
        </Button>
        {!declined && (
          <Button size="lg" variant="secondary" onClick={() => respond('declined')} isLoading={answer.isPending && answer.variables?.status === 'declined'}>
            {t('invitation.decline')}
          </Button>
        )}
      </Row>
    </Stack>
  );
}
