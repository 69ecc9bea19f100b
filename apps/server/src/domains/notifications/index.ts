import type { DomainPlugin } from '#server/domains/domain';
import { notificationsRoutes } from './notifications.routes';

export { processNotifications } from './notifications.job';

/** The notifications domain: each person's notifications and email preferences. */
export const notificationsDomain: DomainPlugin = async (app, { db }) => {
  await app.register(notificationsRoutes, { db });
};
