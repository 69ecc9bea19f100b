import { useRootStore } from '#web/app/store-context';
import { useWorkItemChange } from '#web/domains/realtime/use-realtime';

/**
 * Keeps an open detail (page or peek) current with changes made elsewhere. New field values are
 * put on the item by the realtime applier; the detail reads itself again when an event carries
 * none (assignees, labels), moves the item under another parent, changes its reactions, or after
 * a resync. A deleted item calls `onDeleted` (the detail then loads again and says it is gone).
 */
export function useDetailRealtime(options: {
  slug: string;
  projectId: string | null;
  workItemId: string | null;
  onDeleted: () => void;
}): void {
  const root = useRootStore();
  const { slug, projectId, workItemId, onDeleted } = options;
  useWorkItemChange(workItemId, ['work_item', 'work_item_reaction'], async (event) => {
    if (projectId === null || workItemId === null) return;
    if (event?.entity === 'work_item') {
      if (event.operation === 'delete') {
        onDeleted();
        return;
      }
      if (event.data !== null && !('parent_id' in event.data)) return;
    }
    await root.workItems.detailSync.refresh(slug, projectId, workItemId);
  });
}
