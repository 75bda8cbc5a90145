import { useTranslation } from '@/lib/i18n/use-translation';
import type { ModalViewProps } from '@/components/ui/modal/modal-host';
import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { ChatModal } from '@/features/chat/components/chat-modal';
import type { MessageActionProps } from '@/features/chat/components/chat-message-item';
import { ReportButton } from '@/features/reports/components/report-button';

const NAMESPACES = ['reports'];

/** Someone else's message may be reported; afterwards the REPORT view leads back to this conversation. */
function ReportChatMessage({ message, reservationId }: MessageActionProps) {
  const { t } = useTranslation('reports');
  const target = { targetType: 'chat_message' as const, targetId: message.id, subject: message.sender.name, returnTo: { view: 'CHAT' as const, data: { reservationId } } };
  return <ReportButton target={target} label={t('messageLabel', { name: message.sender.name })} />;
}

/** The CHAT view: the chat feature's conversation, with reporting from the reports feature. */
export function ChatView({ data }: ModalViewProps) {
  return (
    <NamespaceGate namespaces={NAMESPACES}>
      <ChatModal data={data} MessageActions={ReportChatMessage} />
    </NamespaceGate>
  );
}
