import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '#web/ui/IconButton';
import { useWorkItemsScreen } from '../screen-context';
import type { WorkItemsScreenModel } from '../work-items-screen-model';
import { bulkAvailability } from './bulk-actions';
import { selectedItems } from './bulk-runner';
import { ArchiveListActions, RemovalActions } from './BulkRemovalActions';
import { BulkPropertyActions } from './BulkPropertyActions';
import { useBulkPermissions } from './use-bulk-permissions';

/** Where typing Escape belongs to something else: a field, a popover, a dialog. */
const OWNS_ESCAPE =
  'input:not([type="checkbox"]), textarea, select, [contenteditable="true"], [role="dialog"], [role="listbox"], [role="menu"], dialog';

/**
 * Escape anywhere on the screen clears the selection, unless a field, popover or dialog is where
 * it was typed (those close themselves first).
 */
function useEscapeClears(model: WorkItemsScreenModel, isActive: boolean): void {
  useEffect(() => {
    if (!isActive) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(OWNS_ESCAPE)) return;
      if (document.querySelector('dialog[open]')) return;
      model.selection.clear();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [model, isActive]);
}

/** Left and right arrows move between the toolbar's controls (WAI-ARIA toolbar pattern). */
function moveFocusWithArrows(event: KeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const target = event.target;
  if (!(target instanceof HTMLElement) || !event.currentTarget.contains(target)) return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled)')];
  const index = controls.indexOf(target);
  if (index < 0) return;
  event.preventDefault();
  const step = event.key === 'ArrowRight' ? 1 : -1;
  controls[(index + step + controls.length) % controls.length]?.focus();
}

function BarDivider() {
  return <span aria-hidden="true" className="mx-1 h-5 shrink-0 border-l border-subtle" />;
}

/**
 * The floating bar of a selection (Linear-like): how many items are picked, a way out, and what
 * can be done to all of them at once. It appears while something is selected and the viewer may
 * act; after an action succeeds the selection empties and the bar goes away.
 */
export const BulkActionBar = observer(function BulkActionBar() {
  const { t } = useTranslation(['work-item-create', 'common']);
  const model = useWorkItemsScreen();
  const items = model.selection.size > 0 ? selectedItems(model) : [];
  const count = items.length;
  const availability = bulkAvailability(items, model.context);
  const { canAct, deleteBlockedReason } = useBulkPermissions(model, availability.projectIds);
  const isShown = canAct && count > 0;
  useEscapeClears(model, isShown);
  if (!isShown) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-6 z-40 flex justify-center px-4">
      <div
        role="toolbar"
        aria-label={t('bulk.label')}
        onKeyDown={moveFocusWithArrows}
        data-testid="bulk-action-bar"
        className="pointer-events-auto flex max-w-full items-center gap-1 overflow-x-auto rounded-xl border border-subtle bg-surface p-1.5 dark:border-strong text-base text-primary shadow-card transition-[opacity,translate] duration-150 ease-out starting:translate-y-2 starting:opacity-0"
      >
        <div className="flex shrink-0 items-center gap-0.5 pl-2 pr-1">
          <span aria-live="polite" className="whitespace-nowrap text-sm font-medium tabular-nums">
            {t('bulk.selected', { count })}
          </span>
          <IconButton
            icon="x"
            label={t('bulk.clear')}
            onClick={() => {
              model.selection.clear();
            }}
          />
        </div>
        <BarDivider />
        {availability.isArchiveList ? (
          <ArchiveListActions items={items} deleteBlockedReason={deleteBlockedReason} />
        ) : (
          <>
            <BulkPropertyActions items={items} availability={availability} />
            <BarDivider />
            <RemovalActions
              items={items}
              availability={availability}
              deleteBlockedReason={deleteBlockedReason}
            />
          </>
        )}
      </div>
    </div>
  );
});
