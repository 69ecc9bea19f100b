import type { UpdateWorkItemBody, WorkItem } from '@keel/core';
import { useWorkItemsScreen } from '../screen-context';
import type { WorkItemsScreenModel } from '../work-items-screen-model';

export interface EditableItem {
  model: WorkItemsScreenModel;
  item: WorkItem | undefined;
  isEditable: boolean;
  /** Sends a change; the store applies it at once and rolls back (with a toast) on refusal. */
  update: (patch: UpdateWorkItemBody) => void;
}

/** The item a property control edits, and whether the viewer may edit it here. */
export function useEditableItem(id: string): EditableItem {
  const model = useWorkItemsScreen();
  const item = model.store.get(id);
  return {
    model,
    item,
    isEditable: item !== undefined && model.canEditItem(item),
    update: (patch) => {
      void model.store.update(model.slug, id, patch);
    },
  };
}
