import { z } from 'zod';
import { ZEmail } from './account-contract';
import { ZPhoneNumber } from './phone-contract';
import { RESERVATION_STATUSES } from './reservation-limits';
import { GROUP_ROLES, INVITATION_ANSWERS, INVITATION_STATUSES } from './social-limits';

/** A link's token (43 characters) or a diner's own access id (22): base64url either way. */
export const ZAccessIdParam = z.object({ accessId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not an invitation access id') });
export const ZGroupIdParam = z.object({ id: z.uuid() });
export const ZGroupInvitationParams = z.object({ id: z.uuid(), invitationId: z.uuid() });

export const ZCreateGroupRequest = z.object({ reservationId: z.uuid() }).strict();
export const ZGroupOfReservationQuery = z.object({ reservationId: z.uuid() }).strict();

/** An existing diner, found by the e-mail or the phone number of their account. */
export const ZInviteDinerRequest = z.union([z.object({ email: ZEmail }).strict(), z.object({ phone: ZPhoneNumber }).strict()]);
export const ZAnswerInvitationRequest = z.object({ status: z.enum(INVITATION_ANSWERS) }).strict();

export const ZGroupMember = z.object({
  invitationId: z.uuid(),
  name: z.string().describe('First name and last initial'),
  status: z.enum(INVITATION_STATUSES),
  isMe: z.boolean(),
  respondedAt: z.string().nullable(),
});

export const ZGroupLink = z.object({ id: z.uuid(), createdAt: z.string() });

export const ZGroup = z.object({
  id: z.uuid(),
  reservationId: z.uuid(),
  role: z.enum(GROUP_ROLES),
  /** The caller's own access id (answering again, e.g. to stop coming); null for the host. */
  myAccessId: z.string().nullable(),
  myStatus: z.enum(INVITATION_STATUSES).nullable(),
  hostName: z.string(),
  partySize: z.number().int(),
  seatsLeft: z.number().int().describe('Guests who may still accept: the party size minus the host and those coming'),
  startsAt: z.string(),
  bookingStatus: z.enum(RESERVATION_STATUSES),
  restaurant: z.object({ id: z.number().int(), name: z.string(), timeZone: z.string(), imageUrl: z.string().nullable() }),
  members: z.array(ZGroupMember).describe('The host sees everyone invited; a guest sees who is coming'),
  links: z.array(ZGroupLink).describe('Open invitation links (the host only)'),
});

export const ZGroupOfReservation = z.object({ group: ZGroup.nullable() });
export const ZCreatedGroupLink = z.object({
  link: ZGroupLink,
  token: z.string().describe('Shown once: only its hash is stored'),
  url: z.string(),
});

/** What an invitation link shows before signing in (and what its social preview says). */
export const ZInvitationPreview = z.object({
  hostName: z.string(),
  partySize: z.number().int(),
  startsAt: z.string(),
  timeZone: z.string(),
  isOpen: z.boolean().describe('The booking still takes guests: confirmed and not started'),
  restaurant: z.object({ id: z.number().int(), name: z.string(), cityName: z.string(), imageUrl: z.string().nullable() }),
  viewer: z.object({
    role: z.enum(['host', 'guest', 'visitor']),
    status: z.enum(INVITATION_STATUSES).nullable(),
    /** The booking, once the viewer may open it (the host, or a guest who is coming). */
    reservationId: z.uuid().nullable(),
  }),
});

export type TGroup = z.infer<typeof ZGroup>;
export type TGroupMember = z.infer<typeof ZGroupMember>;
export type TGroupLink = z.infer<typeof ZGroupLink>;
export type TGroupOfReservation = z.infer<typeof ZGroupOfReservation>;
export type TCreatedGroupLink = z.infer<typeof ZCreatedGroupLink>;
export type TInviteDinerRequest = z.infer<typeof ZInviteDinerRequest>;
export type TAnswerInvitationRequest = z.infer<typeof ZAnswerInvitationRequest>;
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;
