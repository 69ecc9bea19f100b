import type { DisplayPropertyKey } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MouseEvent } from 'react';
import { cx } from '#web/ui/cx';
import { WorkItemKey } from '#web/domains/work-items/properties/PropertyBadges';
import { WorkItemProperties } from '#web/domains/work-items/properties/WorkItemProperties';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';

export interface ListRowProps {
  id: string;
  /** The group the row is drawn in (an item with two labels has a row in each). */
  group: string;
  /** Properties the row leaves out: the grouped one, and the key drawn before the name. */
  hide: readonly DisplayPropertyKey[];
  /** The line's key in the list, for keyboard focus. */
  entryKey: string;
}

/**
 * One work item in the list: a checkbox, its key and name (click or Enter opens the peek), and its
 * properties on the right. It observes only its own item.
 */
export const ListRow = observer(function ListRow({ id, group, hide, entryKey }: ListRowProps) {
  const { t } = useTranslation('work-item-layouts');
  const model = useWorkItemsScreen();
  const item = model.store.get(id);
  if (!item) return null;
  const isSelected = model.selection.has(id);
  const showsKey = model.settings.displayProperties.key;

  const onCheck = (event: MouseEvent<HTMLInputElement>) => {
    if (event.shiftKey) model.selection.extendTo(id, model.list.ids(group));
    else model.selection.toggle(id);
  };

  return (
    <div
      data-testid="work-item-row"
      data-id={id}
      data-group={group}
      data-entry-key={entryKey}
      data-selected={isSelected}
      className={cx(
        'group/row flex h-10 min-w-0 items-center gap-3 border-b border-subtle pl-2 pr-4 transition-colors duration-75',
        // Phones: the name on the first line, the properties wrapped below it (the row is measured).
        'max-md:h-auto max-md:flex-wrap max-md:gap-y-1 max-md:pt-0 max-md:pb-2 max-md:pr-2',
        isSelected ? 'bg-accent-subtle' : 'bg-surface hover:bg-surface-hover',
        'has-[[data-row-name]:focus-visible]:ring-1 has-[[data-row-name]:focus-visible]:ring-inset has-[[data-row-name]:focus-visible]:ring-focus',
      )}
    >
      {model.canSelect ? (
        // On touch screens the box is always shown, in a 40 px target (there is no hover there).
        <label className="flex shrink-0 items-center justify-center touch:-my-2 touch:size-10">
          <input
            type="checkbox"
            aria-label={t('select', { name: item.name })}
            checked={isSelected}
            readOnly
            onClick={onCheck}
            className={cx(
              'size-3.5 shrink-0 cursor-pointer accent-accent touch:size-5',
              !isSelected &&
                model.selection.size === 0 &&
                'opacity-0 focus-visible:opacity-100 group-hover/row:opacity-100 touch:opacity-100',
            )}
          />
        </label>
      ) : (
        <span className="w-3.5 shrink-0" />
      )}
      {showsKey && (
        <span className="w-20 shrink-0 truncate">
          <WorkItemKey id={id} />
        </span>
      )}
      <button
        type="button"
        data-row-name
        onClick={() => {
          model.openPeek(id);
        }}
        className="min-w-0 flex-1 truncate rounded-sm text-left text-base text-primary outline-none max-md:h-10"
      >
        {item.name}
      </button>
      <div className="flex min-w-0 shrink-0 justify-end max-md:basis-full max-md:justify-start">
        <WorkItemProperties id={id} variant="row" hide={hide} />
      </div>
    </div>
  );
});
