/**
 * The help centre's fixed lists and limits, apart from the zod schemas so that client code can
 * read them without shipping zod.
 */

/** Topics of help questions and requests; the first keys are the ones the demo data has always used. */
export const HELP_TOPICS = ['reservations', 'orders', 'cancellation', 'payments', 'delivery', 'rewards', 'account'] as const;
export type THelpTopic = (typeof HELP_TOPICS)[number];

export const HELP_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;
export type THelpRequestStatus = (typeof HELP_REQUEST_STATUSES)[number];

export const HELP_SEARCH_MAX_LENGTH = 100;
export const HELP_MESSAGE_MIN_LENGTH = 10;
export const HELP_MESSAGE_MAX_LENGTH = 2000;

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 3000;

/** The spam-trap field of the contact form: hidden from people, filled in by form-stuffing robots. */
export const CONTACT_HONEYPOT_FIELD = 'website';
