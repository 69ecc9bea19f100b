import { useRootStore } from '#web/app/store-context';
import { i18n } from '#web/lib/i18n';
import { showErrorToast, showSuccessToast } from '#web/ui/Toaster';
import { useWorkItemsScreen } from '../screen-context';
import { browsePath } from './work-item-links';

/** The item's canonical browse path (`/<slug>/browse/WEB-42/`); null until its key is known. */
export function useBrowsePath(slug: string, workItemId: string): string | null {
  const root = useRootStore();
  const { lookups } = useWorkItemsScreen();
  const item = root.workItems.get(workItemId);
  if (!item) return null;
  const identifier =
    root.workItems.details.get(workItemId)?.project_identifier ??
    lookups.projectIdentifier(item.project_id);
  return identifier ? browsePath(slug, identifier, item.sequence_id) : null;
}

/** Copies the item's full link to the clipboard and says so ("Link copied"). */
export function copyWorkItemLink(path: string | null): void {
  if (path === null) return;
  const url = new URL(path, window.location.origin).toString();
  navigator.clipboard.writeText(url).then(
    () => {
      showSuccessToast(i18n.t('common:linkCopied'));
    },
    () => {
      showErrorToast(i18n.t('work-item-detail:copyLinkFailed'));
    },
  );
}
