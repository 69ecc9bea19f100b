import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { remindDueDates } from '../domains/notifications/due-reminders';
import { emailNotifications } from '../domains/notifications/notification-emails';
import {
  NOTIFICATION_BATCH,
  processNotifications,
} from '../domains/notifications/notifications.job';
import { replyToIntakeSenders } from '../domains/work-items';
import type { Mailer } from '../lib/mailer';

/** How often the email digest is sent (spec §7: one email per person per few minutes). */
const EMAIL_EVERY_MS = 5 * 60_000;
/** How often the due-date reminders are looked for (each is made once, however often). */
const REMIND_EVERY_MS = 60 * 60_000;

/**
 * Runs the notifications job every `intervalMs`, and again at once while a run finds a full
 * batch, then replies to the senders of triaged public-form requests; every hour it looks for due-date reminders, every five minutes it sends the email
 * digest. Durable without a queue: the activity rows themselves say which were notified, and
 * several processes share them through row locks. Answers the function that stops it, which waits
 * for a run under way.
 */
export function startNotificationsLoop(options: {
  db: Database;
  log: Logger;
  intervalMs: number;
  mailer: Mailer;
  publicUrl: string | null;
}): () => Promise<void> {
  const { db, log, intervalMs, mailer, publicUrl } = options;
  let lastEmailed = Date.now();
  let lastReminded = 0;
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
      if (Date.now() - lastReminded >= REMIND_EVERY_MS) {
        lastReminded = Date.now();
        const reminded = await remindDueDates(db);
        if (reminded > 0) log.info({ reminded }, 'due-date reminders made');
      }
      if (Date.now() - lastEmailed >= EMAIL_EVERY_MS) {
        lastEmailed = Date.now();
        const sent = await emailNotifications({ db, mailer, publicUrl });
        if (sent > 0) log.info({ sent }, 'notification emails sent');
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
