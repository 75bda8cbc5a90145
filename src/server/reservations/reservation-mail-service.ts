import type { TReservation } from '@/contracts/reservation-contract';
import { findMailRecipient } from '@/server/accounts/account-repository';
import type { AppDeps } from '@/server/http/app-env';
import { buildBookingMessage, type BookingMailKind } from './mail/reservation-emails';

/** The diner's address and language (user_settings.language, default fr). */
export async function buildBookingMailFor(deps: AppDeps, userId: string, reservation: TReservation, kind: BookingMailKind) {
  const recipient = await findMailRecipient(deps.db, userId);
  if (!recipient) return null;
  const language = recipient.language === 'en' ? 'en' : 'fr';
  return buildBookingMessage({ kind, to: recipient.email, firstName: recipient.firstName, language, reservation, appOrigin: deps.env.APP_ORIGIN });
}

/**
 * Best effort, as account mail: the booking is confirmed whatever the mail server says, and the
 * diner sees it in My bookings.
 */
export async function sendConfirmationMail(deps: AppDeps, userId: string, reservation: TReservation) {
  try {
    const message = await buildBookingMailFor(deps, userId, reservation, 'confirmation');
    if (message) await deps.mail.send(message);
  } catch (error) {
    deps.logger.error({ err: error, reservationId: reservation.id }, 'could not send the booking confirmation');
  }
}
