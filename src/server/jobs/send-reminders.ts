import { sql } from 'drizzle-orm';
import type { AppDeps } from '@/server/http/app-env';
import { rowsOf } from '@/server/search/raw-rows';
import { buildBookingMailFor } from '@/server/reservations/reservation-mail-service';
import { notifyBookingReminder } from '@/server/notifications/notify-producers';

export interface ReminderOptions {
  leadHours?: number;
  /** Bookings examined per run; the next run picks up the rest. */
  batchSize?: number;
}

async function findDue(deps: AppDeps, now: Date, leadHours: number, batchSize: number) {
  const until = new Date(now.getTime() + leadHours * 3_600_000);
  return rowsOf<{ id: string; userId: string }>(
    await deps.db.execute(sql`select id, user_id as "userId" from reservations
      where status = 'confirmed' and reminder_sent_at is null
        and starts_at > ${now.toISOString()}::timestamptz and starts_at <= ${until.toISOString()}::timestamptz
      order by starts_at limit ${batchSize}`),
  );
}

/** Only the run whose UPDATE flips reminder_sent_at from null sends: overlapping runs never send twice. */
async function claim(deps: AppDeps, id: string, now: Date): Promise<boolean> {
  const claimed = await deps.db.execute(sql`update reservations set reminder_sent_at = ${now.toISOString()}::timestamptz
    where id = ${id}::uuid and reminder_sent_at is null and status = 'confirmed' returning id`);
  return rowsOf(claimed).length > 0;
}

async function unclaim(deps: AppDeps, id: string) {
  await deps.db.execute(sql`update reservations set reminder_sent_at = null where id = ${id}::uuid`);
}

/**
 * Reminds diners of their confirmed bookings starting within `leadHours`. A reminder whose mail
 * fails is released again, so the next run retries it. Answers how many were sent.
 */
export async function sendDueReminders(deps: AppDeps, options: ReminderOptions = {}): Promise<number> {
  const now = deps.now();
  const due = await findDue(deps, now, options.leadHours ?? deps.env.REMINDER_LEAD_HOURS, options.batchSize ?? 500);
  let sent = 0;
  for (const { id, userId } of due) {
    if (!(await claim(deps, id, now))) continue;
    try {
      const message = await buildBookingMailFor(deps, userId, id, 'reminder');
      if (message) await deps.mail.send(message);
      await notifyBookingReminder(deps, id);
      sent += 1;
    } catch (error) {
      deps.logger.error({ err: error, reservationId: id }, 'reminder failed; it will be retried');
      await unclaim(deps, id);
    }
  }
  return sent;
}
