import { z } from 'zod';
import { ZEmail, ZUserLanguage } from './account-contract';
import { ZPhoneNumber } from './phone-contract';
import { CONTENT_LOCALES } from './locale-contract';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  HELP_MESSAGE_MAX_LENGTH,
  HELP_MESSAGE_MIN_LENGTH,
  HELP_REQUEST_STATUSES,
  HELP_SEARCH_MAX_LENGTH,
  HELP_TOPICS,
} from './help-limits';
import { ORDER_TYPES } from './reservation-limits';

export const ZHelpTopic = z.enum(HELP_TOPICS);

/** `GET /help-questions`: every published question, or those of one topic and/or matching `q`. */
export const ZHelpQuestionsQuery = z
  .object({
    q: z.string().trim().max(HELP_SEARCH_MAX_LENGTH).optional(),
    topic: ZHelpTopic.optional(),
    lang: z.enum(CONTENT_LOCALES).optional(),
  })
  .strict();
export type THelpQuestionsQuery = z.infer<typeof ZHelpQuestionsQuery>;

export const ZHelpQuestion = z.object({
  id: z.number().int(),
  topic: ZHelpTopic,
  question: z.string(),
  answer: z.string(),
});
export type THelpQuestion = z.infer<typeof ZHelpQuestion>;

export const ZHelpQuestionList = z.object({ items: z.array(ZHelpQuestion) });
export type THelpQuestionList = z.infer<typeof ZHelpQuestionList>;

/** `POST /help-user`: a question about exactly one of the diner's own bookings or orders. */
export const ZCreateHelpRequest = z
  .strictObject({
    reservationId: z.uuid().optional(),
    orderId: z.uuid().optional(),
    topic: ZHelpTopic,
    message: z.string().trim().min(HELP_MESSAGE_MIN_LENGTH).max(HELP_MESSAGE_MAX_LENGTH),
  })
  .refine((body) => (body.reservationId === undefined) !== (body.orderId === undefined), {
    message: 'Give either reservationId or orderId',
    path: ['reservationId'],
    // Checked even when another field is wrong, so a form shows every problem at once.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type TCreateHelpRequest = z.infer<typeof ZCreateHelpRequest>;
export type TCreateHelpRequestInput = z.input<typeof ZCreateHelpRequest>;

const ZReservationSubject = z.object({
  kind: z.literal('reservation'),
  id: z.uuid(),
  restaurantName: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  guests: z.number().int(),
});

const ZOrderSubject = z.object({
  kind: z.literal('order'),
  id: z.uuid(),
  restaurantName: z.string(),
  type: z.enum(ORDER_TYPES),
  createdAt: z.string(),
  timeZone: z.string(),
});

/** A help request as its author sees it; `subject` is null once the booking or order is gone. */
export const ZHelpRequest = z.object({
  id: z.uuid(),
  topic: ZHelpTopic,
  message: z.string(),
  status: z.enum(HELP_REQUEST_STATUSES),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  subject: z.discriminatedUnion('kind', [ZReservationSubject, ZOrderSubject]).nullable(),
});
export type THelpRequest = z.infer<typeof ZHelpRequest>;
export type THelpRequestSubject = NonNullable<THelpRequest['subject']>;

export const ZHelpRequestList = z.object({ items: z.array(ZHelpRequest) });
export type THelpRequestList = z.infer<typeof ZHelpRequestList>;

const optionalPhone = z
  .union([z.literal('').transform(() => null), ZPhoneNumber])
  .nullable()
  .optional();

/**
 * `POST /contacts`. The spam trap (`website`) stays empty for people; when a robot fills it in,
 * the answer is the same 202 but nothing is stored or sent.
 */
/** One line of text: inner line breaks and runs of spaces become one space (it ends up in a mail header). */
const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .overwrite((value) => value.replace(/\s+/g, ' '));

export const ZContactRequest = z.strictObject({
  name: singleLine(CONTACT_NAME_MAX_LENGTH),
  email: ZEmail,
  phone: optionalPhone,
  subject: singleLine(CONTACT_SUBJECT_MAX_LENGTH),
  message: z.string().trim().min(CONTACT_MESSAGE_MIN_LENGTH).max(CONTACT_MESSAGE_MAX_LENGTH),
  /** The language of the acknowledgement; the request's language (`lang`, Accept-Language) otherwise. */
  language: ZUserLanguage.optional(),
  [CONTACT_HONEYPOT_FIELD]: z.string().optional().describe('Leave empty'),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;
export type TContactRequestInput = z.input<typeof ZContactRequest>;

export const ZContactReceipt = z.object({ status: z.literal('received') });
export type TContactReceipt = z.infer<typeof ZContactReceipt>;
