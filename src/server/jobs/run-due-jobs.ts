import type { AppDeps } from '@/server/http/app-env';
import { sendDueReminders, type ReminderOptions } from './send-reminders';

export interface JobsReport {
  remindersSent: number;
}

/** Every job that is due, once: what `npm run jobs` (called by a scheduler) does. */
export async function runDueJobs(deps: AppDeps, options: { reminders?: ReminderOptions } = {}): Promise<JobsReport> {
  return { remindersSent: await sendDueReminders(deps, options.reminders) };
}
