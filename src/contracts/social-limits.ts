/** Limits and enums of invitations, chat, reviews and reports, without zod (client bundles import them). */

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const INVITATION_ANSWERS = ['accepted', 'declined'] as const;
export const GROUP_ROLES = ['host', 'guest'] as const;
/** Open links a host may have for one booking at a time (revoking one frees a place). */
export const MAX_ACTIVE_INVITATION_LINKS = 10;
/** Diners a host may look up and invite by e-mail or phone per hour (looking up is also asking who has an account). */
export const DINER_INVITES_PER_HOUR = 20;

export const CHAT_ROLES = ['host', 'guest', 'staff'] as const;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_PAGE_SIZE = 30;
export const CHAT_MAX_PAGE_SIZE = 50;
/** Messages one account may send per minute, across conversations. */
export const CHAT_MESSAGES_PER_MINUTE = 30;

/** The feedback types (static data slugs) a booking's review rates, in the order they are asked. */
export const BOOKING_FEEDBACK_CRITERIA = ['food', 'service', 'ambiance', 'value'] as const;
/** A review may be changed for this long after it was first written. */
export const FEEDBACK_EDIT_WINDOW_DAYS = 7;
export const FEEDBACK_COMMENT_MIN_LENGTH = 10;
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;

export const REPORT_TARGET_TYPES = ['review', 'chat_message', 'restaurant'] as const;
export const REPORT_REASONS = ['spam', 'offensive', 'harassment', 'false_information', 'inappropriate', 'other'] as const;
export const REPORT_DETAILS_MAX_LENGTH = 1000;

export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];
export type TInvitationAnswer = (typeof INVITATION_ANSWERS)[number];
export type TGroupRole = (typeof GROUP_ROLES)[number];
export type TChatRole = (typeof CHAT_ROLES)[number];
export type TFeedbackCriterion = (typeof BOOKING_FEEDBACK_CRITERIA)[number];
export type TReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export type TReportReason = (typeof REPORT_REASONS)[number];
