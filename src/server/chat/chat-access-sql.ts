import { sql, type SQL } from 'drizzle-orm';
import { isAcceptedGuestSql } from '@/server/groups/group-access-sql';

export interface ChatScopeColumns {
  hostId: SQL;
  restaurantId: SQL;
  reservationId: SQL;
}

/**
 * Who takes part in a booking's conversation, and as what: its host, the restaurant's staff, or a
 * guest who is coming (null for anybody else). Given the booking's columns in the caller's query.
 */
export const chatRoleSql = ({ hostId, restaurantId, reservationId }: ChatScopeColumns, userId: string) => sql<'host' | 'staff' | 'guest' | null>`case
    when ${hostId} = ${userId}::uuid then 'host'
    when exists (select 1 from restaurant_staff s where s.restaurant_id = ${restaurantId} and s.user_id = ${userId}::uuid) then 'staff'
    when ${isAcceptedGuestSql(reservationId, userId)} then 'guest'
  end`;

/** The same, for a chat_threads row under `alias`. */
export const threadRoleSql = (alias: string, userId: string) =>
  chatRoleSql({ hostId: sql.raw(`${alias}.user_id`), restaurantId: sql.raw(`${alias}.restaurant_id`), reservationId: sql.raw(`${alias}.reservation_id`) }, userId);
