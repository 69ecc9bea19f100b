import { storePerPage } from '#web/app/store-per-page';
import { MutationPipeline } from '#web/lib/mutation';
import { showErrorToast } from '#web/ui/Toaster';
import { CyclesStore } from './cycles-store';

/**
 * The cycles store. Not in the root store, so that the first page carries none of the cycles
 * code: the cycle screens, the cycle sidebar and the active-cycles screen share this one.
 */
export const useCycles = storePerPage(
  (api) => new CyclesStore(api, new MutationPipeline({ notify: showErrorToast })),
).use;
