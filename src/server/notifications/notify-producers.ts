import { DETAIL_ROUTES } from '@/lib/routes';
import { toAuthorName } from '@/server/feedbacks/author-name';
import { findPartyUserIds } from '@/server/groups/group-repository';
import type { AppDeps } from '@/server/http/app-env';
import { findBookingNotice, findOrderNotice } from './notification-repository';
import { notify } from './notify';

type NotifyDeps = Pick<AppDeps, 'db' | 'realtime' | 'push' | 'logger' | 'now'>;

/** The diner who confirmed a booking (their other devices hear it too). */
export async function notifyBookingConfirmed(deps: NotifyDeps, reservationId: string): Promise<void> {
  await notifyAboutBooking(deps, reservationId, 'booking_confirmed');
}

/** The reminder job's in-app twin of the reminder e-mail. */
export async function notifyBookingReminder(deps: NotifyDeps, reservationId: string): Promise<void> {
  await notifyAboutBooking(deps, reservationId, 'booking_reminder');
}

async function notifyAboutBooking(deps: NotifyDeps, reservationId: string, kind: 'booking_confirmed' | 'booking_reminder') {
  try {
    const booking = await findBookingNotice(deps.db, reservationId);
    if (booking) await notify(deps, booking.userId, kind, { restaurant: booking.restaurant }, DETAIL_ROUTES.booking(reservationId));
  } catch (error) {
    deps.logger.error({ err: error, notificationKind: kind }, 'could not notify about a booking');
  }
}

/** The diner whose take-away or delivery order the kitchen moved, with the status it reached. */
export async function notifyOrderStatus(deps: NotifyDeps, orderId: string): Promise<void> {
  try {
    const order = await findOrderNotice(deps.db, orderId);
    if (order) await notify(deps, order.userId, 'order_status', { restaurant: order.restaurant, status: order.status }, DETAIL_ROUTES.order(orderId));
  } catch (error) {
    deps.logger.error({ err: error, notificationKind: 'order_status' }, 'could not notify about an order');
  }
}

/** The diner a host invited, with a link only they can answer (the invitation e-mail's twin). */
export async function notifyInvitation(deps: NotifyDeps, invited: { dinerId: string; accessId: string; booking: { restaurantName: string; hostFirstName: string | null; hostLastName: string | null } }) {
  const { booking } = invited;
  const host = booking.hostFirstName ? toAuthorName(booking.hostFirstName, booking.hostLastName, 'fr') : undefined;
  await notify(deps, invited.dinerId, 'invitation', { restaurant: booking.restaurantName, ...(host ? { host } : {}) }, DETAIL_ROUTES.invitation(invited.accessId));
}

/** The booking's diners other than the writer; the staff follow their conversations in their own space. */
export async function notifyChatMessage(deps: NotifyDeps, thread: { reservationId: string; restaurantName: string }, senderId: string): Promise<void> {
  try {
    const diners = (await findPartyUserIds(deps.db, thread.reservationId)).filter((id) => id !== senderId);
    await notify(deps, diners, 'chat_message', { restaurant: thread.restaurantName }, DETAIL_ROUTES.booking(thread.reservationId));
  } catch (error) {
    deps.logger.error({ err: error, notificationKind: 'chat_message' }, 'could not notify about a chat message');
  }
}
