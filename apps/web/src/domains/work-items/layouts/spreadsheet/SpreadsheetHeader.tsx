import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import {
  NAME_COLUMN_WIDTH,
  nextOrderBy,
  type SpreadsheetColumn,
  sortDirectionOf,
  SPREADSHEET_ROW_HEIGHT,
} from './spreadsheet-columns';
import { workItemsText } from '#web/domains/work-items/work-items-text';

const HEADER_CELL =
  'flex h-full shrink-0 items-center border-r border-b border-subtle bg-surface text-xs font-medium text-secondary';

/** The sticky header: select-all, the name column, and a sort button per column. */
export const SpreadsheetHeader = observer(function SpreadsheetHeader({
  columns,
  width,
}: {
  columns: readonly SpreadsheetColumn[];
  width: number;
}) {
  const { t } = useTranslation('work-item-layouts');
  const model = useWorkItemsScreen();
  const ids = model.list.ids();
  const selected = ids.filter((id) => model.selection.has(id)).length;
  const orderBy = model.settings.display.order_by;
  return (
    <div
      role="row"
      aria-rowindex={1}
      className="sticky top-0 z-[2] flex"
      style={{ width, height: SPREADSHEET_ROW_HEIGHT }}
    >
      <div
        role="columnheader"
        style={{ width: NAME_COLUMN_WIDTH }}
        className={cx(HEADER_CELL, 'sticky left-0 z-[1] gap-2 pl-3 pr-2 max-md:max-w-52')}
      >
        {model.canEdit && (
          <input
            type="checkbox"
            checked={ids.length > 0 && selected === ids.length}
            ref={(element) => {
              if (element) element.indeterminate = selected > 0 && selected < ids.length;
            }}
            onChange={() => {
              model.selection.toggleAll(ids);
            }}
            disabled={ids.length === 0}
            aria-label={t('spreadsheet.selectAll')}
            className="size-3.5 shrink-0 cursor-pointer accent-[var(--color-accent)]"
          />
        )}
        <span>{t('workItems')}</span>
        <span className="text-tertiary">{model.list.totalCount}</span>
      </div>
      {columns.map((column) => {
        const direction = sortDirectionOf(orderBy, column);
        return (
          <div
            key={column.key}
            role="columnheader"
            aria-sort={
              direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'
            }
            style={{ width: column.width }}
            className={HEADER_CELL}
          >
            <button
              type="button"
              onClick={() => {
                void model.settings.changeDisplay({ order_by: nextOrderBy(orderBy, column) });
              }}
              aria-label={
                direction === 'asc'
                  ? t('spreadsheet.sortByDescending', { column: workItemsText(column.titleKey) })
                  : t('spreadsheet.sortBy', { column: workItemsText(column.titleKey) })
              }
              className={cx(
                'flex h-full w-full cursor-pointer items-center gap-1 px-2 text-left outline-none hover:bg-surface-hover hover:text-primary focus-visible:-outline-offset-2 focus-visible:outline-2 focus-visible:outline-focus',
                direction !== null && 'text-primary',
              )}
            >
              <span className="truncate">{workItemsText(column.titleKey)}</span>
              {direction !== null && (
                <Icon
                  name={direction === 'asc' ? 'arrow-up' : 'arrow-down'}
                  size={12}
                  className="shrink-0"
                />
              )}
            </button>
          </div>
        );
      })}
    </div>
  );
});
