import type { ContentLocale } from '@/contracts/locale-contract';
import type { TGroup, TGroupOfReservation } from '@/contracts/group-contract';
import type { Queryable } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { notFound } from '@/server/http/app-error-factory';
import { ensureGroup, findBookingOfGroup, findBookingOfReservation, findInvitationsOfGroup, type GroupBooking } from './group-repository';
import { toGroupView } from './group-mapper';
import { assertTakesGuests } from './group-rules';

/**
 * The group for the viewer: its host, or a diner invited to it (coming, not coming or not yet
 * answered). Anybody else gets the same 404 as for a missing group.
 */
export async function loadGroupView(db: Queryable, groupId: string, viewerId: string, locale: ContentLocale): Promise<TGroup> {
  const booking = await findBookingOfGroup(db, groupId);
  if (!booking) throw notFound('Group');
  return viewGroup(db, booking, viewerId, locale);
}

export async function viewGroup(db: Queryable, booking: GroupBooking, viewerId: string, locale: ContentLocale): Promise<TGroup> {
  const invitations = await findInvitationsOfGroup(db, booking.groupId);
  const isInvited = invitations.some((row) => row.userId === viewerId);
  if (booking.hostId !== viewerId && !isInvited) throw notFound('Group');
  return toGroupView(booking, invitations, viewerId, locale);
}

/** The host's group of a booking, for the viewer; throws 404 when the viewer is not the host. */
export async function findHostedBooking(db: Queryable, hostId: string, reservationId: string) {
  const booking = await findBookingOfReservation(db, reservationId);
  if (!booking || booking.hostId !== hostId) throw notFound('Reservation');
  return booking;
}

/** POST /groups: the host's booking gets its group (once, however often asked) while it takes guests. */
export async function openGroup(deps: AppDeps, hostId: string, reservationId: string, locale: ContentLocale): Promise<{ group: TGroup; created: boolean }> {
  const booking = await findHostedBooking(deps.db, hostId, reservationId);
  if (booking.groupId) return { group: await loadGroupView(deps.db, booking.groupId, hostId, locale), created: false };
  assertTakesGuests(booking, deps.now());
  const groupId = await ensureGroup(deps.db, reservationId, hostId, booking.restaurantName);
  return { group: await loadGroupView(deps.db, groupId, hostId, locale), created: true };
}

/**
 * GET /groups?reservationId: for the host, the group or null before they invite anyone; for a guest
 * who is coming, the group. Nobody else learns whether the booking exists.
 */
export async function getGroupOfReservation(db: Queryable, viewerId: string, reservationId: string, locale: ContentLocale): Promise<TGroupOfReservation> {
  const booking = await findBookingOfReservation(db, reservationId);
  if (!booking) throw notFound('Reservation');
  if (booking.hostId === viewerId) return { group: booking.groupId ? await loadGroupView(db, booking.groupId, viewerId, locale) : null };
  if (!booking.groupId) throw notFound('Reservation');
  const invitations = await findInvitationsOfGroup(db, booking.groupId);
  const isComing = invitations.some((row) => row.userId === viewerId && row.status === 'accepted');
  if (!isComing) throw notFound('Reservation');
  return { group: toGroupView({ ...booking, groupId: booking.groupId }, invitations, viewerId, locale) };
}
