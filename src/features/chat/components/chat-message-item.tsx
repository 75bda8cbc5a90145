import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TChatMessage } from '@/contracts/chat-contract';
import { MessageText } from './message-text';
import { theme } from '@/styles/theme';

export interface MessageActionProps {
  message: TChatMessage;
  reservationId: string;
}

const Item = styled.li<{ $mine: boolean }>`
  display: grid;
  justify-items: ${({ $mine }) => ($mine ? 'end' : 'start')};
  gap: 2px;
`;

const Meta = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${theme.space.xs};
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.xs};
  strong { color: ${theme.color.ink}; }
`;

const Bubble = styled.div<{ $mine: boolean; $staff: boolean }>`
  max-inline-size: min(32rem, 85%);
  padding: ${theme.space.xs} ${theme.space.sm};
  border-radius: ${theme.radius.md};
  background: ${({ theme, $mine, $staff }) => ($mine ? theme.color.brand : $staff ? theme.color.accentSoft : theme.color.surfaceAlt)};
  color: ${({ theme, $mine }) => ($mine ? theme.color.surface : theme.color.ink)};
  border: 1px solid ${({ theme, $mine }) => ($mine ? theme.color.brand : theme.color.border)};
`;

interface Props {
  message: TChatMessage;
  reservationId: string;
  formatTime: (iso: string) => string;
  MessageActions?: ComponentType<MessageActionProps>;
}

/** One message: who (the restaurant for its staff), when, and the text; others' messages may be reported. */
export function ChatMessageItem({ message, reservationId, formatTime, MessageActions }: Props) {
  const { t } = useTranslation('chat');
  const { sender } = message;
  return (
    <Item $mine={sender.isMe} data-testid="chat-message" data-mine={sender.isMe}>
      <Meta>
        <strong>{sender.isMe ? t('you') : sender.name}</strong>
        {sender.role === 'staff' && <span>{t('restaurantBadge')}</span>}
        <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
      </Meta>
      <Bubble $mine={sender.isMe} $staff={sender.role === 'staff'}>
        <MessageText body={message.body} />
      </Bubble>
      {!sender.isMe && MessageActions && <MessageActions message={message} reservationId={reservationId} />}
    </Item>
  );
}
