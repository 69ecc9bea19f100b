import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useRootStore } from '#web/app/store-context';
import { useKeyBinding } from '#web/domains/shortcuts/use-key-binding';
import type { WorkItemsScreenModel } from '../work-items-screen-model';

/**
 * "c" opens the create dialog (Plane's and Linear's shortcut) where the viewer may create, unless
 * they are typing or another modal is open. The command palette's "Create work item" asks through
 * the root store, and the screen on display (or the next one shown) opens the same dialog.
 */
export function useCreateShortcut(model: WorkItemsScreenModel): void {
  const { commandPalette } = useRootStore();
  useKeyBinding({ key: 'c' }, () => {
    if (!model.canCreate || model.isCreateOpen) return false;
    model.setCreateOpen(true);
    return true;
  });
  useEffect(
    () =>
      reaction(
        () => commandPalette.hasCreateRequest && model.canCreate && !model.isCreateOpen,
        (isReady) => {
          if (isReady && commandPalette.takeCreateRequest()) model.setCreateOpen(true);
        },
        { fireImmediately: true },
      ),
    [commandPalette, model],
  );
}
