import type { Logger } from 'pino';
import type { Database } from '../db/client';
import {
  NOTIFICATION_BATCH,
  processNotifications,
} from '../domains/notifications/notifications.job';

/**
 * Runs the notifications job every `intervalMs`, and again at once while a run finds a full
 * batch. Durable without a queue: the activity rows themselves say which were notified, and
 * several processes share them through row locks. Answers the function that stops it, which waits
 * for a run under way.
 */
export function startNotificationsLoop(options: {
  db: Database;
  log: Logger;
  intervalMs: number;
}): () => Promise<void> {
  const { db, log, intervalMs } = options;
  let isStopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();

  const run = async () => {
    try {
      for (;;) {
        const { read } = await processNotifications(db);
        if (isStopped || read < NOTIFICATION_BATCH) break;
      }
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
