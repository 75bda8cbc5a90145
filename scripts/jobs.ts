/**
 * `npm run jobs`: runs the due jobs once and exits; a scheduler (cron, systemd timer, the host's
 * scheduled tasks) calls it, e.g. every 10 minutes. Overlapping runs are safe (see send-reminders.ts).
 * REMINDER_LEAD_HOURS (validated with the rest of the server env) sets how long before a booking its reminder goes out.
 * With PGlite (no DATABASE_URL) it opens the data directory itself: run it while the server is stopped.
 */
import { loadEnvConfig } from '@next/env';

async function main() {
  loadEnvConfig(process.cwd());
  const [{ getServerDeps }, { getDatabase }, { runDueJobs }] = await Promise.all([
    import('@/server/server-deps'),
    import('@/server/db/instance'),
    import('@/server/jobs/run-due-jobs'),
  ]);
  const deps = await getServerDeps();
  try {
    const report = await runDueJobs(deps);
    console.log(`[jobs] reminders sent: ${report.remindersSent}`);
  } finally {
    await (await getDatabase()).close();
  }
}

main().catch(async (error: unknown) => {
  const { describeError } = await import('@/server/logging/serialize-error');
  console.error(`[jobs] failed: ${describeError(error)}`);
  process.exit(1);
});
