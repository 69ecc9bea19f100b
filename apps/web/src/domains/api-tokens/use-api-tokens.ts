import { storePerPage } from '#web/app/store-per-page';
import { ApiTokensStore } from './api-tokens-store';

/** The API tokens screen's store; built by that screen, not in the first page. */
export const useApiTokens = storePerPage((api) => new ApiTokensStore(api)).use;
