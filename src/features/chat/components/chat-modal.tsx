import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import type { ModalViewProps } from '@/components/ui/modal/modal-host';
import { Skeleton } from '@/components/ui/skeleton';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { readBookingModalData } from '@/lib/ui-state/read-booking-modal-data';
import { useChatThread } from '../api/init-chat';
import { ChatConversation } from './chat-conversation';
import type { MessageActionProps } from './chat-message-item';

const NAMESPACES = ['chat'];

interface ChatModalProps extends ModalViewProps {
  /** What may be done with someone else's message (the screen offers reporting it). */
  MessageActions?: ComponentType<MessageActionProps>;
}

function ChatContent({ reservationId, MessageActions }: { reservationId: string; MessageActions?: ComponentType<MessageActionProps> }) {
  const { t } = useTranslation('chat');
  const apiError = useApiErrorText('chat');
  const thread = useChatThread(reservationId);
  const data = thread.data;
  const participants = data?.participants.map((participant) => participant.name).join(', ');
  return (
    <ModalFrame title={data ? t('title', { restaurant: data.restaurant.name }) : t('titleLoading')} description={participants ? t('participants', { names: participants }) : undefined}>
      {thread.isPending && <Skeleton count={3} height="3rem" />}
      {thread.isError && <p role="alert">{apiError(thread.error)}</p>}
      {data && <ChatConversation thread={data} MessageActions={MessageActions} />}
    </ModalFrame>
  );
}

/** SPEC §2 CHAT view, opened with `{ reservationId }`: the booking's conversation with the guests and the restaurant. */
export function ChatModal({ data, MessageActions }: ChatModalProps) {
  const parsed = readBookingModalData(data);
  const { t } = useTranslation('common');
  return (
    <NamespaceGate namespaces={NAMESPACES}>
      {parsed ? (
        <ChatContent reservationId={parsed.reservationId} MessageActions={MessageActions} />
      ) : (
        <ModalFrame title={t('overlay.views.CHAT')}>
          <p role="alert">{t('errors.not_found')}</p>
        </ModalFrame>
      )}
    </NamespaceGate>
  );
}
