import type { ContentLocale } from '@/contracts/locale-contract';
import type { TCreatedGroupLink, TGroup, TInviteDinerRequest } from '@/contracts/group-contract';
import { MAX_ACTIVE_INVITATION_LINKS } from '@/contracts/social-limits';
import { findMailRecipient } from '@/server/accounts/account-repository';
import type { Queryable } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { publishGroupChange } from './group-live-events';
import { badRequest, conflict, forbidden, notFound } from '@/server/http/app-error-factory';
import { toAuthorName } from '@/server/feedbacks/author-name';
import {
  countActiveLinks, findBookingOfGroup, findDinerByContact, findInvitationInGroup, findInvitationOfUser, insertDinerInvitation, insertLinkInvitation, lockGroup, setInvitationStatus,
  type GroupBooking,
} from './group-repository';
import { assertTakesGuests } from './group-rules';
import { buildInvitationUrl, createDinerAccessId, createLinkToken } from './group-tokens';
import { loadGroupView } from './group-service';
import { buildInvitationMessage } from './invitation-emails';
import { notifyInvitation } from '@/server/notifications/notify-producers';

/** The group, when the caller hosts it: 403 for a guest of it, 404 for anyone else. */
async function loadHostedGroup(db: Queryable, groupId: string, userId: string): Promise<GroupBooking> {
  const booking = await findBookingOfGroup(db, groupId);
  if (!booking) throw notFound('Group');
  if (booking.hostId === userId) return booking;
  if (await findInvitationOfUser(db, groupId, userId)) throw forbidden('Only the host may invite or revoke');
  throw notFound('Group');
}

/** POST /groups/{id}/links: a new shareable link; its token is answered once and only its hash is kept. */
export async function createInvitationLink(deps: AppDeps, hostId: string, groupId: string): Promise<TCreatedGroupLink> {
  return deps.db.transaction(async (tx) => {
    await lockGroup(tx, groupId);
    const booking = await loadHostedGroup(tx, groupId, hostId);
    assertTakesGuests(booking, deps.now());
    if ((await countActiveLinks(tx, groupId)) >= MAX_ACTIVE_INVITATION_LINKS) {
      throw conflict('too_many_links', `A booking has at most ${MAX_ACTIVE_INVITATION_LINKS} open links: revoke one first`);
    }
    const { token, accessHash } = createLinkToken();
    const link = await insertLinkInvitation(tx, groupId, accessHash);
    return { link: { id: link.id, createdAt: link.createdAt.toISOString() }, token, url: buildInvitationUrl(deps.env.APP_ORIGIN, token) };
  });
}

/**
 * POST /groups/{id}/invitations: an existing diner, found by e-mail or phone, is invited and
 * e-mailed a link only they can answer. Inviting again someone who declined asks them again.
 */
export async function inviteDiner(deps: AppDeps, hostId: string, groupId: string, contact: TInviteDinerRequest, locale: ContentLocale): Promise<TGroup> {
  const invited = await deps.db.transaction(async (tx) => {
    await lockGroup(tx, groupId);
    const booking = await loadHostedGroup(tx, groupId, hostId);
    assertTakesGuests(booking, deps.now());
    const diner = await findDinerByContact(tx, contact);
    if (!diner) throw notFound('Diner');
    if (diner.id === hostId) throw badRequest('cannot_invite_yourself', 'The host is already at the table');
    const existing = await findInvitationOfUser(tx, groupId, diner.id);
    if (existing?.status === 'pending' || existing?.status === 'accepted') throw conflict('already_invited', 'This diner is already invited');
    const accessId = existing?.accessId ?? createDinerAccessId();
    if (existing) await setInvitationStatus(tx, existing.id, 'pending', null);
    else await insertDinerInvitation(tx, { groupId, userId: diner.id, accessId, status: 'pending', respondedAt: null });
    return { booking, dinerId: diner.id, accessId };
  });
  await sendInvitationMail(deps, invited.booking, invited.dinerId, invited.accessId);
  await notifyInvitation(deps, invited);
  await publishGroupChange(deps, groupId);
  return loadGroupView(deps.db, groupId, hostId, locale);
}

/** Best effort, like every e-mail: the invitation stands whatever the mail server says. */
async function sendInvitationMail(deps: AppDeps, booking: GroupBooking, dinerId: string, accessId: string) {
  try {
    const recipient = await findMailRecipient(deps.db, dinerId);
    if (!recipient) return;
    const language = recipient.language === 'en' ? 'en' : 'fr';
    await deps.mail.send(
      buildInvitationMessage({
        to: recipient.email,
        firstName: recipient.firstName,
        language,
        hostName: toAuthorName(booking.hostFirstName, booking.hostLastName, language),
        restaurantName: booking.restaurantName,
        cityName: booking.cityName,
        startsAt: booking.startsAt.toISOString(),
        timeZone: booking.timeZone,
        partySize: booking.partySize,
        link: buildInvitationUrl(deps.env.APP_ORIGIN, accessId, language),
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error, groupId: booking.groupId }, 'could not send an invitation');
  }
}

/** DELETE /groups/{id}/invitations/{invitationId}: a link stops working; a diner is no longer invited (nor let in). */
export async function revokeInvitation(deps: AppDeps, hostId: string, groupId: string, invitationId: string, locale: ContentLocale): Promise<TGroup> {
  await deps.db.transaction(async (tx) => {
    await lockGroup(tx, groupId);
    await loadHostedGroup(tx, groupId, hostId);
    const invitation = await findInvitationInGroup(tx, groupId, invitationId);
    if (!invitation || invitation.status === 'revoked') throw notFound('Invitation');
    await setInvitationStatus(tx, invitation.id, 'revoked', deps.now());
  });
  await publishGroupChange(deps, groupId);
  return loadGroupView(deps.db, groupId, hostId, locale);
}
