import type { Logger } from '@/server/logging/logger';
import type { JobsReport } from './run-due-jobs';

export interface JobTimerOptions {
  intervalMs: number;
  run: () => Promise<JobsReport>;
  logger: Logger;
}

/**
 * Runs the due jobs now and then every `intervalMs`, inside the server. A run still going when the
 * next is due is not doubled; a failed run is logged and the next one tries again. Returns stop().
 */
export function startJobTimer({ intervalMs, run, logger }: JobTimerOptions): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const report = await run();
      if (report.remindersSent > 0) logger.info({ remindersSent: report.remindersSent }, 'due jobs ran');
    } catch (error) {
      logger.error({ err: error }, 'due jobs failed; the next run tries again');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  // The timer alone never keeps the process alive.
  timer.unref?.();
  return () => clearInterval(timer);
}
