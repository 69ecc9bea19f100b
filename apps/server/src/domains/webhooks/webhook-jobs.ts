import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '#server/db/client';
import type { Mailer } from '#server/lib/mailer';
import {
  DEFAULT_DELIVERY_SETTINGS,
  type DeliveryContext,
  type DeliveryJob,
  type DeliveryQueue,
  type DeliverySettings,
  stableUuid,
} from './webhook-delivery';
import { DISPATCH_BATCH, dispatchWebhookEvents, ensureDispatchCursor } from './webhook-dispatcher';
import { attemptDelivery } from './webhook-delivery';
import { pruneWebhookLogs } from './webhook-logs.service';

/** The queue of delivery attempts (one job per attempt; retries are later jobs). */
export const WEBHOOK_DELIVERIES_QUEUE = 'webhook-deliveries';
/** The nightly prune of delivery logs older than 30 days, at 03:20 UTC. */
export const WEBHOOK_LOGS_PRUNE_QUEUE = 'webhook-logs-prune';
const WEBHOOK_LOGS_PRUNE_CRON = '20 3 * * *';
/** Attempts made side by side by one process. */
const DELIVERY_CONCURRENCY = 5;
/** A job may run this long (an attempt waits 30 s at most) before pg-boss counts it as failed. */
const DELIVERY_EXPIRE_SECONDS = 120;

/**
 * Starts webhooks' background work on pg-boss: the dispatcher (a loop that turns committed
 * changes into queued deliveries every `dispatchIntervalMs`), the delivery workers, and the
 * nightly log prune. Answers the function that stops the loop (the boss stops its workers).
 */
export async function startWebhookJobs(options: {
  boss: PgBoss;
  db: Database;
  log: Logger;
  mailer: Mailer;
  publicUrl: string | null;
  allowedHosts: readonly string[];
  /** Tests shorten the waits. */
  settings?: Partial<Omit<DeliverySettings, 'allowedHosts'>>;
  dispatchIntervalMs?: number;
  pollingIntervalSeconds?: number;
}): Promise<() => Promise<void>> {
  const { boss, db, log } = options;
  const settings: DeliverySettings = {
    ...DEFAULT_DELIVERY_SETTINGS,
    ...options.settings,
    allowedHosts: options.allowedHosts,
  };
  const queue: DeliveryQueue = {
    enqueue: async (job, { delayMs }) => {
      await boss.send(WEBHOOK_DELIVERIES_QUEUE, job, {
        id: stableUuid(job.deliveryId, String(job.attempt)),
        startAfter: new Date(Date.now() + delayMs),
        retryLimit: 0,
        expireInSeconds: DELIVERY_EXPIRE_SECONDS,
      });
    },
  };
  const context: DeliveryContext = {
    db,
    settings,
    followUp: { queue, mailer: options.mailer, publicUrl: options.publicUrl },
  };

  await boss.createQueue(WEBHOOK_DELIVERIES_QUEUE);
  await boss.work<DeliveryJob>(
    WEBHOOK_DELIVERIES_QUEUE,
    {
      batchSize: DELIVERY_CONCURRENCY,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
    },
    async (jobs) => {
      await Promise.all(
        jobs.map(async (job) => {
          try {
            await attemptDelivery(context, job.data);
          } catch (error) {
            log.error({ err: error, webhook_id: job.data.webhookId }, 'webhook delivery failed');
          }
        }),
      );
    },
  );
  await boss.createQueue(WEBHOOK_LOGS_PRUNE_QUEUE);
  await boss.schedule(WEBHOOK_LOGS_PRUNE_QUEUE, WEBHOOK_LOGS_PRUNE_CRON, {}, { tz: 'UTC' });
  await boss.work(WEBHOOK_LOGS_PRUNE_QUEUE, async () => {
    const pruned = await pruneWebhookLogs(db);
    if (pruned > 0) log.info({ pruned }, 'webhook logs pruned');
  });

  await ensureDispatchCursor(db);
  let isStopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    try {
      for (;;) {
        const { read } = await dispatchWebhookEvents({
          db,
          enqueue: async (deliveries) => {
            await boss.insert(
              deliveries.map(({ jobId, job }) => ({
                name: WEBHOOK_DELIVERIES_QUEUE,
                id: jobId,
                data: job,
                retryLimit: 0,
                expireInSeconds: DELIVERY_EXPIRE_SECONDS,
              })),
            );
          },
        });
        if (isStopped || read < DISPATCH_BATCH) break;
      }
    } catch (error) {
      log.error({ err: error }, 'webhook dispatch failed; it runs again shortly');
    }
  };
  const schedule = () => {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = run().finally(schedule);
    }, options.dispatchIntervalMs ?? 1000);
  };
  schedule();
  return async () => {
    isStopped = true;
    if (timer !== null) clearTimeout(timer);
    await running;
  };
}
