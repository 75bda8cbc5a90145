import { useMemo, type ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Skeleton } from '@/components/ui/skeleton';
import type { TChatThread } from '@/contracts/chat-contract';
import { useChatMessages } from '../api/get-chat-messages';
import { ChatComposer } from './chat-composer';
import type { MessageActionProps } from './chat-message-item';
import { ChatMessageList } from './chat-message-list';
import { useReadReceipt } from './use-read-receipt';
import { theme } from '@/styles/theme';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

/** History (live), then the composer; reading it marks it read. */
export function ChatConversation({ thread, MessageActions }: { thread: TChatThread; MessageActions?: ComponentType<MessageActionProps> }) {
  const { t } = useTranslation('chat');
  const query = useChatMessages(thread.id);
  const messages = useMemo(() => (query.data ? [...query.data.pages].reverse().flatMap((page) => page.items) : []), [query.data]);
  useReadReceipt(thread.id, messages.at(-1)?.id, query.data?.pages[0]?.unreadCount ?? 0);

  if (query.isPending) return <Skeleton count={3} height="3rem" />;
  if (query.isError) return <p role="alert">{t('loadError')}</p>;
  return (
    <Layout>
      <ChatMessageList
        messages={messages}
        reservationId={thread.reservationId}
        hasEarlier={query.hasNextPage}
        isLoadingEarlier={query.isFetchingNextPage}
        onLoadEarlier={() => void query.fetchNextPage()}
        MessageActions={MessageActions}
      />
      <ChatComposer threadId={thread.id} />
    </Layout>
  );
}
