import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TNotification } from '@/contracts/notification-contract';
import { formatRelativeTime } from '@/lib/format/format-relative-time';
import { notificationText } from '@/contracts/notification-text';
import { NotificationKindIcon } from './notification-kind-icon';
import { theme } from '@/styles/theme';

const Row = styled.article<{ $isUnread: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${({ theme, $isUnread }) => ($isUnread ? theme.color.brandSoft : theme.color.surface)};
`;

const IconWrap = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 40px;
  block-size: 40px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceAlt};
  color: ${theme.color.brand};
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  min-inline-size: 0;
`;

const Text = styled.p`
  overflow-wrap: anywhere;
`;

/** The whole card is the link's target; the link itself is the sentence, so its name says where it goes. */
const TextLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: none; }
  &:focus-visible::after { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

const NewTag = styled.span`
  color: ${theme.color.brandHover};
  font-weight: ${theme.fontWeight.bold};
`;

interface TNotificationItemProps {
  notification: TNotification;
  /** Unread when the diner opened the page (the list is marked seen as soon as it shows). */
  isNew: boolean;
  locale: string;
  now: Date;
}

export function NotificationItem({ notification, isNew, locale, now }: TNotificationItemProps) {
  const { t } = useTranslation('notifications');
  const text = notificationText(t, notification);
  return (
    <Row $isUnread={isNew}>
      <IconWrap>
        <NotificationKindIcon kind={notification.kind} />
      </IconWrap>
      <Body>
        <Text>{notification.link ? <TextLink href={notification.link}>{text}</TextLink> : text}</Text>
        <Meta>
          {isNew && <NewTag>{t('unread')}</NewTag>}
          <time dateTime={notification.createdAt}>{formatRelativeTime(notification.createdAt, now, locale)}</time>
        </Meta>
      </Body>
    </Row>
  );
}
