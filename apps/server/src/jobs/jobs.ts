import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Mailer } from '../lib/mailer';
import { startNotificationsLoop } from './notifications-loop';
import { runProjectAutomations } from './project-automations';

/** The queue of the projects' daily automations (auto-archive and auto-close). */
export const PROJECT_AUTOMATIONS_QUEUE = 'project-automations';
/** Every day at 02:10 UTC, a quiet hour for most teams. */
const PROJECT_AUTOMATIONS_CRON = '10 2 * * *';

/**
 * Starts the background jobs on PostgreSQL (pg-boss, in its own `pgboss` schema): durable, so a
 * restart loses nothing, and shared, so that with several Keel processes each scheduled run
 * happens once. Answers the function that stops them, which gives a running job `stopTimeoutMs`
 * (at least a second) to finish.
 */
export async function startJobs(options: {
  url: string;
  db: Database;
  log: Logger;
  stopTimeoutMs: number;
  /** Sends the notification emails (to the outbox without SMTP). */
  mailer: Mailer;
  /** Where links in emails point. */
  publicUrl: string | null;
}): Promise<() => Promise<void>> {
  const { url, db, log, stopTimeoutMs, mailer, publicUrl } = options;
  const boss = new PgBoss({ connectionString: url, max: 2, application_name: 'keel-jobs' });
  boss.on('error', (error) => {
    log.error({ err: error }, 'background jobs error');
  });
  await boss.start();
  await boss.createQueue(PROJECT_AUTOMATIONS_QUEUE);
  await boss.schedule(PROJECT_AUTOMATIONS_QUEUE, PROJECT_AUTOMATIONS_CRON, {}, { tz: 'UTC' });
  await boss.work(PROJECT_AUTOMATIONS_QUEUE, async () => {
    const result = await runProjectAutomations(db, new Date());
    log.info(result, 'project automations ran');
  });
  // Notifications follow changes within about a second (spec §7: they are made in the background).
  const stopNotifications = startNotificationsLoop({
    db,
    log,
    intervalMs: 1000,
    mailer,
    publicUrl,
  });
  return async () => {
    await Promise.all([stopNotifications(), boss.stop({ graceful: true, timeout: stopTimeoutMs })]);
  };
}
