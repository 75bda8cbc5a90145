/**
 * What a notification can tell (issue "Notifications": booking confirmed, reminder, order status,
 * invitation, chat message, offer). Plain TypeScript, no zod: the header bell reads it on every page.
 */
export const NOTIFICATION_KINDS = ['booking_confirmed', 'booking_reminder', 'order_status', 'invitation', 'chat_message', 'offer'] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds the diner's specialOffers flag governs; every other kind follows the application flag (SPEC §3 notification flags). */
export const OFFER_NOTIFICATION_KINDS: readonly TNotificationKind[] = ['offer'];

/** What the sentence of a kind may name; the client words it (`notifications:kinds.<kind>`). */
export interface TNotificationParams {
  restaurant?: string;
  /** order_status: the order's new status (an order status of order-contract). */
  status?: string;
  /** invitation: the host's display name. */
  host?: string;
  /** offer: the offer's title in the diner's language when it was sent. */
  title?: string;
}

/** The bell's badge stops counting here ("99+"). */
export const MAX_BADGE_COUNT = 99;
