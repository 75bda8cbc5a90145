import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { TGroup } from '@/contracts/group-contract';
import { useAnswerInvitation } from '../api/answer-invitation';

/** A guest who will not come after all says so; the booking then closes to them. */
export function LeaveGroupButton({ group, onLeft }: { group: TGroup; onLeft: () => void }) {
  const { t } = useTranslation('invitations');
  const answer = useAnswerInvitation();
  if (!group.myAccessId) return null;
  const accessId = group.myAccessId;
  return (
    <Button variant="secondary" isLoading={answer.isPending} onClick={() => answer.mutate({ accessId, status: 'declined' }, { onSuccess: onLeft })}>
      {t('group.leave')}
    </Button>
  );
}
