import { useEffect } from 'react';
import { type WorkItemsScreenModel } from '../work-items-screen-model';

/** Whether a key press is typing: it lands in a field, a select or editable text. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * "c" opens the create dialog (Plane's and Linear's shortcut) where the viewer may create, unless
 * they are typing or another modal is open.
 */
export function useCreateShortcut(model: WorkItemsScreenModel): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'c' || event.repeat || event.defaultPrevented) return;
      if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
      if (!model.canCreate || model.isCreateOpen || isTypingTarget(event.target)) return;
      if (document.querySelector('dialog[open], [role="dialog"]') !== null) return;
      event.preventDefault();
      model.setCreateOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [model]);
}
