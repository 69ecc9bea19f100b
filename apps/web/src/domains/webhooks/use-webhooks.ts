import { storePerPage } from '#web/app/store-per-page';
import { WebhooksStore } from './webhooks-store';

/** The webhooks screens' store; built by those screens, not in the first page. */
export const useWebhooks = storePerPage((api) => new WebhooksStore(api)).use;
