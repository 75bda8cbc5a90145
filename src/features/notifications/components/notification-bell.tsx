import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { CountBadge, IconButton } from '@/components/layout/header-controls';
import { BellIcon } from '@/components/layout/header-icons';
import { ROUTES } from '@/lib/routes';
import { useUnreadNotificationCount } from '../api/get-unread-count';
import { formatBadgeCount } from '../model/badge-count';

const BellLink = styled(IconButton)`
  position: relative;
  text-decoration: none;
`;

/**
 * The header's bell, on every page of a signed-in diner: kept tiny (no list, no dates here; the
 * page loads those, and is not prefetched from every page), its badge live through the notification events of the live channel.
 */
export function NotificationBell() {
  const { t } = useTranslation('nav');
  const count = useUnreadNotificationCount(true);
  const badge = formatBadgeCount(count);
  return (
    <BellLink as={Link} href={ROUTES.notification} aria-label={count > 0 ? t('notifications.badge', { count }) : t('notifications.open')}>
      <BellIcon />
      {badge && (
        <CountBadge aria-hidden="true" data-testid="notification-count">
          {badge}
        </CountBadge>
      )}
    </BellLink>
  );
}
