import { findMailRecipient } from '@/server/accounts/account-repository';
import type { AppDeps } from '@/server/http/app-env';
import { buildBookingMessage, type BookingMailKind } from './mail/reservation-emails';
import { getReservation } from './reservation-query-service';

/**
 * A booking mail to its diner, in their language (user_settings.language, default fr): the
 * booking is read again in that language, whatever language the request that caused it came in.
 */
export async function buildBookingMailFor(deps: AppDeps, userId: string, reservationId: string, kind: BookingMailKind) {
  const recipient = await findMailRecipient(deps.db, userId);
  if (!recipient) return null;
  const language = recipient.language === 'en' ? 'en' : 'fr';
  const reservation = await getReservation(deps.db, userId, reservationId, language, deps.now());
  return buildBookingMessage({ kind, to: recipient.email, firstName: recipient.firstName, language, reservation, appOrigin: deps.env.APP_ORIGIN });
}

/**
 * Best effort, as account mail: the booking is confirmed, changed or cancelled whatever the mail
 * server says, and the diner sees it in My bookings.
 */
export async function sendBookingMail(deps: AppDeps, userId: string, reservationId: string, kind: BookingMailKind) {
  try {
    const message = await buildBookingMailFor(deps, userId, reservationId, kind);
    if (message) await deps.mail.send(message);
  } catch (error) {
    deps.logger.error({ err: error, reservationId, kind }, 'could not send the booking mail');
  }
}
