import type { TChatMessage } from '@/contracts/chat-contract';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { TChatRole } from '@/contracts/social-limits';
import { toAuthorName } from '@/server/feedbacks/author-name';
import type { MessageRow } from './chat-repository';

interface SenderContext {
  hostId: string;
  restaurantName: string;
  viewerId: string;
  locale: ContentLocale;
}

/** Staff speak as the restaurant; the host and guests by first name and initial. */
export function senderRoleOf(senderRole: string | null, senderUserId: string | null, hostId: string): TChatRole {
  if (senderRole === 'staff') return 'staff';
  return senderUserId === hostId ? 'host' : 'guest';
}

export function toChatMessage(row: MessageRow, context: SenderContext): TChatMessage {
  const role = senderRoleOf(row.senderRole, row.senderUserId, context.hostId);
  return {
    id: row.id,
    threadId: row.threadId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    sender: {
      role,
      name: role === 'staff' ? context.restaurantName : toAuthorName(row.firstName, row.lastName, context.locale),
      isMe: row.senderUserId !== null && row.senderUserId === context.viewerId,
    },
  };
}
