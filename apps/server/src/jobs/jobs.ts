import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../lib/mailer';
import { createAssetStorage } from '#server/domains/assets';
import { expireExports, runIssueExport, setExportQueue } from '#server/domains/exports';
import { remindDueDates } from '../domains/notifications/due-reminders';
import { emailNotifications } from '../domains/notifications/notification-emails';
import { startNotificationsLoop } from './notifications-loop';
import { runProjectAutomations } from './project-automations';
import { startWebhookJobs } from '../domains/webhooks';

/** The queue of the projects' daily automations (auto-archive and auto-close). */
export const PROJECT_AUTOMATIONS_QUEUE = 'project-automations';
/** Every day at 02:10 UTC, a quiet hour for most teams. */
const PROJECT_AUTOMATIONS_CRON = '10 2 * * *';
/** The notification emails: one digest per person every five minutes (spec §7). */
export const NOTIFICATION_EMAILS_QUEUE = 'notification-emails';
const NOTIFICATION_EMAILS_CRON = '*/5 * * * *';
/**
 * Due-date reminders (items due tomorrow, items now overdue), looked for every hour so that each
 * arrives on its day in every time zone; each is made once however often it runs.
 */
export const DUE_REMINDERS_QUEUE = 'due-reminders';
const DUE_REMINDERS_CRON = '7 * * * *';
/** Exports of work items, one job per export, sent when the export is asked for. */
export const EXPORTS_QUEUE = 'issue-exports';
/** Expired exports' files are deleted every hour. */
export const EXPORTS_EXPIRY_QUEUE = 'issue-exports-expiry';
const EXPORTS_EXPIRY_CRON = '23 * * * *';

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
  /** The configuration, for the asset storage exports are written to; none: exports stay queued. */
  config?: Config;
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
  await boss.createQueue(NOTIFICATION_EMAILS_QUEUE);
  await boss.schedule(NOTIFICATION_EMAILS_QUEUE, NOTIFICATION_EMAILS_CRON, {}, { tz: 'UTC' });
  await boss.work(NOTIFICATION_EMAILS_QUEUE, async () => {
    const sent = await emailNotifications({ db, mailer, publicUrl });
    if (sent > 0) log.info({ sent }, 'notification emails sent');
  });
  await boss.createQueue(DUE_REMINDERS_QUEUE);
  await boss.schedule(DUE_REMINDERS_QUEUE, DUE_REMINDERS_CRON, {}, { tz: 'UTC' });
  await boss.work(DUE_REMINDERS_QUEUE, async () => {
    const reminded = await remindDueDates(db);
    if (reminded > 0) log.info({ reminded }, 'due-date reminders made');
  });
  if (options.config) {
    const storage = createAssetStorage(options.config);
    await boss.createQueue(EXPORTS_QUEUE);
    await boss.work<{ exportId: string }>(EXPORTS_QUEUE, async ([job]) => {
      if (!job) return;
      const status = await runIssueExport({ db, storage, exportId: job.data.exportId });
      log.info({ export_id: job.data.exportId, status }, 'export ran');
    });
    setExportQueue(async (exportId) => {
      await boss.send(EXPORTS_QUEUE, { exportId }, { expireInSeconds: 3600 });
    });
    await boss.createQueue(EXPORTS_EXPIRY_QUEUE);
    await boss.schedule(EXPORTS_EXPIRY_QUEUE, EXPORTS_EXPIRY_CRON, {}, { tz: 'UTC' });
    await boss.work(EXPORTS_EXPIRY_QUEUE, async () => {
      const expired = await expireExports({ db, storage });
      if (expired > 0) log.info({ expired }, 'expired exports deleted');
    });
  }
  // Notifications follow changes within about a second (spec §7: they are made in the background),
  // quicker than a queue's schedule allows: a loop reads the activity rows not yet notified.
  const stopNotifications = startNotificationsLoop({ db, log, intervalMs: 1000, mailer });
  const allowedHosts = options.config?.webhookAllowedHosts ?? [];
  const stopWebhooks = await startWebhookJobs({ boss, db, log, mailer, publicUrl, allowedHosts });
  return async () => {
    setExportQueue(null);
    await Promise.all([
      stopNotifications(),
      stopWebhooks(),
      boss.stop({ graceful: true, timeout: stopTimeoutMs }),
    ]);
  };
}
