import { storePerPage } from '#web/app/store-per-page';
import { IntakeStore } from './intake-store';

/** Each project's intake; built by the intake screen or the sidebar's count, not in the first page. */
export const useIntake = storePerPage((api) => new IntakeStore(api)).use;
