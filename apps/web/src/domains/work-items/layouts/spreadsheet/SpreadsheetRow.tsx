import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MouseEvent } from 'react';
import { cx } from '#web/ui/cx';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import {
  NAME_COLUMN_WIDTH,
  type SpreadsheetColumn,
  SPREADSHEET_ROW_HEIGHT,
} from './spreadsheet-columns';
import { SPREADSHEET_CELLS } from './SpreadsheetCells';

export interface SpreadsheetRowProps {
  id: string;
  /** Position of the row in the list's order (aria-rowindex and keyboard navigation). */
  index: number;
  columns: readonly SpreadsheetColumn[];
  /** The column of the roving focus when it is in this row; null otherwise. */
  focusedColumn: number | null;
  /** The ids in the order shown, for shift-click ranges. */
  order: () => readonly string[];
  /** Width of the whole row and its offset from the top of the rows, in CSS pixels. */
  width: number;
  top: number;
}

const CELL_CLASS =
  'flex h-full shrink-0 items-center border-r border-b border-subtle outline-none focus-visible:-outline-offset-2 focus-visible:outline-2 focus-visible:outline-focus';

/** One work item as a spreadsheet row: the sticky name cell, then one cell per visible column. */
export const SpreadsheetRow = observer(function SpreadsheetRow({
  id,
  index,
  columns,
  focusedColumn,
  order,
  width,
  top,
}: SpreadsheetRowProps) {
  const { t } = useTranslation('work-item-layouts');
  const model = useWorkItemsScreen();
  const item = model.store.get(id);
  if (!item) return null;
  const key = `${model.lookups.projectIdentifier(item.project_id)}-${String(item.sequence_id)}`;
  const isSelected = model.selection.has(id);
  const showsKey = model.settings.displayProperties.key;
  const select = (event: MouseEvent<HTMLInputElement>) => {
    if (event.shiftKey) model.selection.extendTo(id, order());
    else model.selection.toggle(id);
  };
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={isSelected}
      data-testid="work-item-row"
      data-id={id}
      style={{ width, height: SPREADSHEET_ROW_HEIGHT, transform: `translateY(${String(top)}px)` }}
      className={cx(
        'group/row absolute left-0 top-0 flex text-sm',
        isSelected ? 'bg-accent-subtle' : 'bg-canvas hover:bg-surface-hover',
      )}
    >
      <div
        role="gridcell"
        tabIndex={focusedColumn === 0 ? 0 : -1}
        data-row={index}
        data-column={0}
        style={{ width: NAME_COLUMN_WIDTH }}
        className={cx(
          CELL_CLASS,
          'sticky left-0 z-[1] gap-2 pl-3 pr-2 max-md:max-w-52',
          isSelected ? 'bg-accent-subtle' : 'bg-canvas group-hover/row:bg-surface-hover',
        )}
      >
        {model.canEdit && (
          <input
            type="checkbox"
            tabIndex={-1}
            readOnly
            checked={isSelected}
            onClick={select}
            aria-label={t('select', { name: key })}
            className={cx(
              'size-3.5 shrink-0 cursor-pointer accent-[var(--color-accent)]',
              !isSelected &&
                model.selection.size === 0 &&
                'opacity-0 group-hover/row:opacity-100 touch:opacity-100',
            )}
          />
        )}
        {showsKey && <span className="w-16 shrink-0 truncate text-xs text-tertiary">{key}</span>}
        <button
          type="button"
          tabIndex={-1}
          onClick={() => {
            model.openPeek(id);
          }}
          className="min-w-0 flex-1 cursor-pointer truncate text-left text-primary"
        >
          {item.name}
        </button>
      </div>
      {columns.map((column, position) => {
        const Cell = SPREADSHEET_CELLS[column.key];
        return (
          <div
            key={column.key}
            role="gridcell"
            tabIndex={focusedColumn === position + 1 ? 0 : -1}
            data-row={index}
            data-column={position + 1}
            style={{ width: column.width }}
            className={cx(CELL_CLASS, 'min-w-0 overflow-hidden')}
          >
            <Cell id={id} />
          </div>
        );
      })}
    </div>
  );
});
