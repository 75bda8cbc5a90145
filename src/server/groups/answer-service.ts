import type { ContentLocale } from '@/contracts/locale-contract';
import type { TGroup } from '@/contracts/group-contract';
import type { TInvitationAnswer } from '@/contracts/social-limits';
import type { Queryable } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { publishGroupChange } from './group-live-events';
import { conflict, notFound } from '@/server/http/app-error-factory';
import {
  countAccepted, findBookingOfGroup, findInvitationByAccess, findInvitationOfUser, insertDinerInvitation, lockGroup, setInvitationStatus, type GroupBooking,
} from './group-repository';
import { assertTakesGuests, seatsLeft } from './group-rules';
import { createDinerAccessId, hashAccessId } from './group-tokens';
import { loadGroupView } from './group-service';

/** The group an access id opens for this diner: any open link, or their own invitation only. */
async function findGroupOfAccess(tx: Queryable, accessId: string, userId: string): Promise<string> {
  const access = await findInvitationByAccess(tx, accessId, hashAccessId(accessId));
  if (!access || (access.userId !== null && access.userId !== userId)) throw notFound('Invitation');
  return access.groupId;
}

async function assertSeatFree(tx: Queryable, booking: GroupBooking) {
  if (seatsLeft(booking.partySize, await countAccepted(tx, booking.groupId)) === 0) {
    throw conflict('group_full', `The table is for ${booking.partySize}: every seat is taken`, { partySize: booking.partySize });
  }
}

/**
 * PATCH /groups/users/{accessId}: the diner says they come (accepted) or not (declined), through a
 * shared link or their own invitation. Answers queue on the group's row, so the last free seat goes
 * to one diner only; coming needs a booking that still takes guests, not coming is always possible.
 */
export async function answerInvitation(deps: AppDeps, userId: string, accessId: string, status: TInvitationAnswer, locale: ContentLocale): Promise<TGroup> {
  const now = deps.now();
  const groupId = await deps.db.transaction(async (tx) => {
    const id = await findGroupOfAccess(tx, accessId, userId);
    await lockGroup(tx, id);
    const booking = await findBookingOfGroup(tx, id);
    if (!booking) throw notFound('Invitation');
    if (booking.hostId === userId) throw conflict('already_host', 'This is your own booking');
    // Read under the lock: a second click of the same diner sees the first one's answer.
    const current = await findInvitationOfUser(tx, id, userId);
    // The host took this diner off the guest list: an old link does not bring them back.
    if (current?.status === 'revoked') throw notFound('Invitation');
    if (status === 'accepted' && current?.status !== 'accepted') {
      assertTakesGuests(booking, now);
      await assertSeatFree(tx, booking);
    }
    if (current) await setInvitationStatus(tx, current.id, status, now);
    else await insertDinerInvitation(tx, { groupId: id, userId, accessId: createDinerAccessId(), status, respondedAt: now });
    return id;
  });
  // The host learns who is coming while the booking is open on their screen.
  await publishGroupChange(deps, groupId);
  return loadGroupView(deps.db, groupId, userId, locale);
}
