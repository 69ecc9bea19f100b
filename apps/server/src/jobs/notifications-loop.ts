import type { Logger } from 'pino';
import type { Database } from '../db/client';
import {
  NOTIFICATION_BATCH,
  processNotifications,
} from '../domains/notifications/notifications.job';
import { replyToIntakeSenders } from '../domains/work-items';
import type { Mailer } from '../lib/mailer';

/**
 * Runs the notifications job every `intervalMs`, and again at once while a run finds a full
 * batch, then replies to the senders of triaged public-form requests (the email digest and the
 * due-date reminders are pg-boss schedules, jobs.ts). Durable without a queue: the rows themselves
 * say which were notified or replied to, and several processes share them through row locks.
 * Answers the function that stops it, which waits for a run under way.
 */
export function startNotificationsLoop(options: {
  db: Database;
  log: Logger;
  intervalMs: number;
  mailer: Mailer;
}): () => Promise<void> {
  const { db, log, intervalMs, mailer } = options;
  let isStopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();

  const run = async () => {
    try {
      for (;;) {
        const { read } = await processNotifications(db);
        if (isStopped || read < NOTIFICATION_BATCH) break;
      }
      // Senders of public-form requests hear of them within seconds of the triage.
      const replied = await replyToIntakeSenders({ db, mailer });
      if (replied > 0) log.info({ replied }, 'intake form replies sent');
    } catch (error) {
      log.error({ err: error }, 'notifications job failed; it runs again shortly');
    }
  };
  const schedule = () => {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = run().finally(schedule);
    }, intervalMs);
  };
  schedule();
  return async () => {
    isStopped = true;
    if (timer !== null) clearTimeout(timer);
    await running;
  };
}
