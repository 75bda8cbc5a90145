import type { TInvitationPreview } from '@/contracts/group-contract';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { Queryable } from '@/server/db/client';
import { notFound } from '@/server/http/app-error-factory';
import { toAuthorName } from '@/server/feedbacks/author-name';
import { findBookingOfGroup, findInvitationByAccess, findInvitationOfUser } from './group-repository';
import { takesGuests } from './group-rules';
import { hashAccessId } from './group-tokens';

function viewerOf(hostId: string, reservationId: string, viewerId: string | null, own: { status: string } | null): TInvitationPreview['viewer'] {
  if (viewerId === hostId) return { role: 'host', status: null, reservationId };
  const status = own && own.status !== 'revoked' ? (own.status as 'pending' | 'accepted' | 'declined') : null;
  if (!viewerId || !own) return { role: 'visitor', status: null, reservationId: null };
  return { role: 'guest', status, reservationId: status === 'accepted' ? reservationId : null };
}

/**
 * GET /groups/invitations/{accessId}: who invites, where and when — what the link's social preview
 * shows too, so nothing private (no address, no other guests). A revoked or unknown access is a 404.
 */
export async function getInvitationPreview(db: Queryable, accessId: string, viewerId: string | null, locale: ContentLocale, now: Date): Promise<TInvitationPreview> {
  const access = await findInvitationByAccess(db, accessId, hashAccessId(accessId));
  const booking = access ? await findBookingOfGroup(db, access.groupId) : null;
  if (!access || !booking) throw notFound('Invitation');
  const own = viewerId ? await findInvitationOfUser(db, access.groupId, viewerId) : null;
  return {
    hostName: toAuthorName(booking.hostFirstName, booking.hostLastName, locale),
    partySize: booking.partySize,
    startsAt: booking.startsAt.toISOString(),
    timeZone: booking.timeZone,
    isOpen: takesGuests(booking, now),
    restaurant: { id: booking.restaurantId, name: booking.restaurantName, cityName: booking.cityName, imageUrl: booking.imageUrl },
    viewer: viewerOf(booking.hostId, booking.reservationId, viewerId, own),
  };
}
