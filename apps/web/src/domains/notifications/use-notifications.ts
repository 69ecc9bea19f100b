import { storePerPage } from '#web/app/store-per-page';
import { NotificationsStore } from './notifications-store';

/** The person's notifications: the inbox and the sidebar's count share one store per page. */
export const useNotifications = storePerPage((api) => new NotificationsStore(api)).use;
