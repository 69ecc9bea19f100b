import type { DomainPlugin } from '#server/domains/domain';
import { webhooksRoutes } from './webhooks.routes';

export { startWebhookJobs, WEBHOOK_DELIVERIES_QUEUE } from './webhook-jobs';

/**
 * Webhooks: a workspace's URLs told of its changes (`workspaces/:slug/webhooks/`, admins only),
 * their delivery log and redelivery; deliveries are made by the jobs of webhook-jobs.ts, which
 * jobs/jobs.ts starts. Registered by app.ts.
 */
export const webhooksDomain: DomainPlugin = async (app, { db, config }) => {
  await app.register(webhooksRoutes, { db, config });
};
