import type { TStaffThreadList } from '@/contracts/chat-contract';
import { ZStaffThreadsQuery } from '@/contracts/chat-contract';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { Queryable } from '@/server/db/client';
import { toAuthorName } from '@/server/feedbacks/author-name';
import { findRestaurantThreads } from './chat-repository';
import { senderRoleOf } from './chat-mapper';

/**
 * GET /manager/restaurants/{restaurantId}/chat-threads: the conversations a staff member answers
 * (through the same /chat-messages calls as diners), latest activity first, unread counted for them.
 */
export async function listStaffThreads(db: Queryable, staffUserId: string, restaurantId: number, rawQuery: unknown, locale: ContentLocale): Promise<TStaffThreadList> {
  const { limit, offset } = ZStaffThreadsQuery.parse(rawQuery);
  const rows = await findRestaurantThreads(db, restaurantId, staffUserId, limit, offset);
  return {
    limit,
    offset,
    items: rows.map((row) => {
      const hostName = toAuthorName(row.hostFirstName, row.hostLastName, locale);
      const role = senderRoleOf(row.lastSenderRole, row.lastSenderId, row.hostId);
      return {
        threadId: row.threadId,
        reservationId: row.reservationId,
        hostName,
        startsAt: new Date(row.startsAt).toISOString(),
        lastMessageAt: new Date(row.lastMessageAt).toISOString(),
        unreadCount: row.unreadCount,
        lastMessage: row.lastBody === null ? null : { body: row.lastBody, senderRole: role, senderName: role === 'staff' ? row.restaurantName : toAuthorName(row.lastFirstName, row.lastLastName, locale) },
      };
    }),
  };
}
