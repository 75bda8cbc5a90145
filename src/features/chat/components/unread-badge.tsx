import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  min-inline-size: 1.5rem;
  block-size: 1.5rem;
  padding-inline: 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.danger};
  color: ${theme.color.surface};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

/** How many messages wait unread; nothing when none. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('chat');
  if (count <= 0) return null;
  return (
    <Badge data-testid="chat-unread" aria-label={t('unread', { count })}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
