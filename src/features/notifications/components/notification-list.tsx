import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { PlainList } from '@/components/ui/plain-list';
import { Skeleton } from '@/components/ui/skeleton';
import { useNotifications } from '../api/get-notifications';
import { NotificationItem } from './notification-item';
import { useMarkSeenOnView } from './use-mark-seen-on-view';
import { useNewThisVisit } from './use-new-this-visit';
import { theme } from '@/styles/theme';

const List = styled(PlainList).attrs({ $gap: 'sm' })`
  max-inline-size: 44rem;
`;

const Empty = styled.p`
  max-inline-size: 44rem;
  padding: ${theme.space.xl};
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceAlt};
  color: ${theme.color.inkMuted};
`;

const Failed = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.sm};
`;

/** The diner's notifications, newest first, live; seeing them marks them seen. */
export function NotificationList() {
  const { t } = useTranslation('notifications');
  const { locale = 'fr' } = useRouter();
  const { data, isPending, isError, refetch, dataUpdatedAt } = useNotifications(true);
  // Relative times are read against the moment the list arrived, so they agree with each other.
  const [now] = useState(() => new Date());
  useMarkSeenOnView(data);
  const newThisVisit = useNewThisVisit(data?.items);
  if (isPending) return <Skeleton count={3} height="5rem" />;
  if (isError && !data) {
    return (
      <Failed>
        <p role="alert">{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </Failed>
    );
  }
  if (data.items.length === 0) return <Empty>{t('empty')}</Empty>;
  const readAt = dataUpdatedAt > now.getTime() ? new Date(dataUpdatedAt) : now;
  return (
    <List aria-label={t('title')}>
      {data.items.map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} isNew={newThisVisit.has(notification.id)} locale={locale} now={readAt} />
        </li>
      ))}
    </List>
  );
}
