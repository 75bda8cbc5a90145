import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * The one rule that lets a guest in: the diner accepted an invitation to the booking's group.
 * Every query that opens a booking, its orders or its conversation to guests uses it.
 */
export const isAcceptedGuestSql = (reservationId: SQLWrapper, userId: string) =>
  sql`exists (select 1 from groups g join group_invitations gi on gi.group_id = g.id
    where g.reservation_id = ${reservationId} and gi.user_id = ${userId}::uuid and gi.status = 'accepted')`;

/** The booking's own diner, or a guest of theirs who is coming: who may open the booking and order on it. */
export const isInPartySql = (reservationId: SQLWrapper, dinerId: SQLWrapper, userId: string) =>
  sql`(${dinerId} = ${userId}::uuid or ${isAcceptedGuestSql(reservationId, userId)})`;
