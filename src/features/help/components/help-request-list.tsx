import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Skeleton } from '@/components/ui/skeleton';
import { useHelpRequests } from '../api/get-help-requests';
import { HelpRequestCard } from './help-request-card';
import { LoadError } from './load-error';
import { theme } from '@/styles/theme';

const List = styled.ol`
  display: grid;
  gap: ${theme.space.sm};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Empty = styled.p`
  color: ${theme.color.inkMuted};
`;

/** "My requests": the signed-in diner's requests, newest first. */
export function HelpRequestList() {
  const { t } = useTranslation('help');
  const requests = useHelpRequests();
  if (requests.isPending) return <Skeleton count={2} height="7rem" />;
  if (requests.isError) return <LoadError message={t('center.requestsError')} onRetry={() => void requests.refetch()} />;
  if (requests.data.items.length === 0) return <Empty>{t('center.requestsEmpty')}</Empty>;
  return (
    <List data-testid="help-requests">
      {requests.data.items.map((request) => (
        <li key={request.id}>
          <HelpRequestCard request={request} />
        </li>
      ))}
    </List>
  );
}
