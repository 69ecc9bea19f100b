import { useDraggable } from '@dnd-kit/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { cx } from '#web/ui/cx';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';

export interface CalendarChipProps {
  id: string;
  /** Where the chip is drawn, so that one item can be draggable from the panel and a day. */
  source: 'day' | 'panel';
  /** Drawn under the pointer while dragging (DragOverlay): no drag handle of its own. */
  isOverlay?: boolean;
}

/** An item on the calendar: state colour, key and name; a click opens the peek, a drag moves it. */
export const CalendarChip = observer(function CalendarChip({
  id,
  source,
  isOverlay = false,
}: CalendarChipProps) {
  const { t } = useTranslation('work-item-layouts');
  const model = useWorkItemsScreen();
  const item = model.store.get(id);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `${source}:${id}`,
    data: { id, source },
    disabled: !model.canEdit || isOverlay,
  });
  if (!item) return null;
  const state = model.lookups.states(item.project_id).find((s) => s.id === item.state_id);
  const key = `${model.lookups.projectIdentifier(item.project_id)}-${String(item.sequence_id)}`;
  return (
    <button
      ref={setNodeRef}
      type="button"
      data-testid="calendar-item"
      data-id={id}
      title={`${key} ${item.name}`}
      {...attributes}
      {...listeners}
      aria-roledescription={model.canEdit ? t('draggable') : undefined}
      aria-label={`${key} ${item.name}`}
      onClick={() => {
        model.openPeek(id);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          model.openPeek(id);
          return;
        }
        listeners?.onKeyDown?.(event);
      }}
      className={cx(
        '@container flex h-6 w-full min-w-0 shrink-0 cursor-pointer items-center gap-1.5 rounded-md border border-subtle bg-surface px-1.5 text-left text-xs shadow-xs outline-none transition-colors duration-100 hover:border-strong hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus',
        isDragging && 'opacity-40',
        isOverlay && 'cursor-grabbing border-strong shadow-card',
      )}
    >
      <span
        aria-hidden="true"
        className="size-2 shrink-0 rounded-full"
        style={{ backgroundColor: state?.color ?? 'var(--border-color-strong)' }}
      />
      <span className="hidden shrink-0 text-tertiary @[11rem]:inline">{key}</span>
      <span className="min-w-0 truncate text-primary">{item.name}</span>
    </button>
  );
});
