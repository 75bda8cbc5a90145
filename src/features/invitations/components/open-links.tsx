import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { TGroup } from '@/contracts/group-contract';
import { showToast } from '@/lib/toast/toast-store';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { Muted } from './invitation-styles';
import { dateTimeFormat } from '@/lib/format/intl-formatters';
import { PlainList } from '@/components/ui/plain-list';
import { theme } from '@/styles/theme';

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding-block: ${theme.space.xs};
  border-block-end: 1px solid ${theme.color.border};
`;

/** The host's open links, each revocable: a revoked link opens nothing any more. */
export function OpenLinks({ group }: { group: TGroup }) {
  const { t } = useTranslation('invitations');
  const { locale = 'fr' } = useRouter();
  const revoke = useRevokeInvitation();
  const format = dateTimeFormat(locale, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
  if (group.links.length === 0) return <Muted>{t('link.none')}</Muted>;
  return (
    <PlainList $gap="xs" aria-label={t('link.open')}>
      {group.links.map((link) => (
        <Item key={link.id} data-testid="open-link">
          <span>{t('link.createdOn', { date: format.format(new Date(link.createdAt)) })}</span>
          <Button
            size="sm"
            variant="ghost"
            isLoading={revoke.isPending && revoke.variables?.invitationId === link.id}
            onClick={() => revoke.mutate({ groupId: group.id, invitationId: link.id }, { onSuccess: () => showToast({ kind: 'success', text: t('link.revoked') }) })}
          >
            {t('link.revoke')}
          </Button>
        </Item>
      ))}
    </PlainList>
  );
}
