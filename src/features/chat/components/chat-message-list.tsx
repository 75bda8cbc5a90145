import { useEffect, useLayoutEffect, useMemo, useRef, type ComponentType } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { TChatMessage } from '@/contracts/chat-contract';
import { ChatMessageItem, type MessageActionProps } from './chat-message-item';
import { dateTimeFormat } from '@/lib/format/intl-formatters';
import { PlainList } from '@/components/ui/plain-list';
import { theme } from '@/styles/theme';

const Scroller = styled.div`
  max-block-size: min(55dvh, 28rem);
  min-block-size: 12rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

const Empty = styled.p`
  padding: ${theme.space.lg};
  color: ${theme.color.inkMuted};
  text-align: center;
`;

interface Props {
  messages: TChatMessage[];
  reservationId: string;
  hasEarlier: boolean;
  isLoadingEarlier: boolean;
  onLoadEarlier: () => void;
  MessageActions?: ComponentType<MessageActionProps>;
}

const NEAR_BOTTOM_PX = 80;

/** The conversation, oldest at the top; it follows new messages while the reader is at the bottom. */
export function ChatMessageList({ messages, reservationId, hasEarlier, isLoadingEarlier, onLoadEarlier, MessageActions }: Props) {
  const { t } = useTranslation('chat');
  const { locale = 'fr' } = useRouter();
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const newestId = messages.at(-1)?.id;
  const formatTime = useMemo(() => {
    const format = dateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && stickToBottom.current) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const onScroll = () => {
      stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <Scroller ref={scroller} tabIndex={0} aria-label={t('historyLabel')}>
      {hasEarlier && (
        <Button size="sm" variant="ghost" fullWidth isLoading={isLoadingEarlier} onClick={onLoadEarlier}>
          {t('earlier')}
        </Button>
      )}
      {messages.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        // The log wraps the list: given to the <ol> itself, its role would hide the list and leave each <li> outside one.
        <div role="log" aria-live="polite" aria-label={t('messagesLabel')} data-testid="chat-messages">
          <PlainList as="ol" $gap="sm">
            {messages.map((message) => (
              <ChatMessageItem key={message.id} message={message} reservationId={reservationId} formatTime={formatTime} MessageActions={MessageActions} />
            ))}
          </PlainList>
        </div>
      )}
    </Scroller>
  );
}
