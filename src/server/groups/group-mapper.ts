import type { ContentLocale } from '@/contracts/locale-contract';
import type { TGroup, TGroupMember } from '@/contracts/group-contract';
import { toAuthorName } from '@/server/feedbacks/author-name';
import type { GroupBooking, InvitationRow } from './group-repository';
import { seatsLeft } from './group-rules';

type DinerInvitation = InvitationRow & { userId: string; status: TGroupMember['status'] };

const isDinerInvitation = (row: InvitationRow): row is DinerInvitation => row.userId !== null && row.status !== 'revoked';

function toMember(row: DinerInvitation, viewerId: string, locale: ContentLocale): TGroupMember {
  return {
    invitationId: row.id,
    name: toAuthorName(row.firstName, row.lastName, locale),
    status: row.status,
    isMe: row.userId === viewerId,
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

/**
 * The group as the viewer may see it: the host sees every diner invited and the open links; a
 * guest sees who is coming (and their own answer), never the links or who declined.
 */
export function toGroupView(booking: GroupBooking, invitations: InvitationRow[], viewerId: string, locale: ContentLocale): TGroup {
  const isHost = booking.hostId === viewerId;
  const diners = invitations.filter(isDinerInvitation);
  const mine = diners.find((row) => row.userId === viewerId) ?? null;
  const accepted = diners.filter((row) => row.status === 'accepted').length;
  const visible = isHost ? diners : diners.filter((row) => row.status === 'accepted' || row.userId === viewerId);
  return {
    id: booking.groupId,
    reservationId: booking.reservationId,
    role: isHost ? 'host' : 'guest',
    myAccessId: mine?.accessId ?? null,
    myStatus: mine?.status ?? null,
    hostName: toAuthorName(booking.hostFirstName, booking.hostLastName, locale),
    partySize: booking.partySize,
    seatsLeft: seatsLeft(booking.partySize, accepted),
    startsAt: booking.startsAt.toISOString(),
    bookingStatus: booking.bookingStatus,
    restaurant: { id: booking.restaurantId, name: booking.restaurantName, timeZone: booking.timeZone, imageUrl: booking.imageUrl },
    members: visible.map((row) => toMember(row, viewerId, locale)),
    links: isHost ? invitations.filter((row) => row.userId === null && row.status === 'pending').map((row) => ({ id: row.id, createdAt: row.createdAt.toISOString() })) : [],
  };
}
