import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { TGroup, TGroupMember } from '@/contracts/group-contract';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { PlainList } from '@/components/ui/plain-list';
import { theme } from '@/styles/theme';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  min-block-size: 44px;
`;

const Name = styled.span`
  flex: 1;
  font-weight: ${theme.fontWeight.medium};
`;

const TONES = { accepted: 'accent', pending: 'warning', declined: 'inkMuted', host: 'brand' } as const;

const Badge = styled.span<{ $tone: keyof typeof TONES }>`
  padding: 2px ${theme.space.xs};
  border-radius: ${theme.radius.pill};
  border: 1px solid currentColor;
  color: ${({ theme, $tone }) => theme.color[TONES[$tone]]};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
`;

function MemberRow({ member, group }: { member: TGroupMember; group: TGroup }) {
  const { t } = useTranslation('invitations');
  const revoke = useRevokeInvitation();
  return (
    <Item data-testid="group-member">
      <Name>{member.isMe ? t('group.you', { name: member.name }) : member.name}</Name>
      <Badge $tone={member.status}>{t(`group.status.${member.status}`)}</Badge>
      {group.role === 'host' && (
        <Button size="sm" variant="ghost" aria-label={t('group.removeNamed', { name: member.name })} isLoading={revoke.isPending} onClick={() => revoke.mutate({ groupId: group.id, invitationId: member.invitationId })}>
          {t('group.remove')}
        </Button>
      )}
    </Item>
  );
}

/** Who is coming: the host, then each guest with their answer; the host may take a guest off the list. */
export function GroupMembers({ group }: { group: TGroup }) {
  const { t } = useTranslation('invitations');
  return (
    <PlainList $gap="xs" aria-label={t('group.listLabel')} data-testid="group-members">
      <Item>
        <Name>{group.role === 'host' ? t('group.you', { name: group.hostName }) : group.hostName}</Name>
        <Badge $tone="host">{t('group.host')}</Badge>
      </Item>
      {group.members.map((member) => (
        <MemberRow key={member.invitationId} member={member} group={group} />
      ))}
    </PlainList>
  );
}
