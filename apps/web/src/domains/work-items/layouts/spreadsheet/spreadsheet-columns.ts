import type { DisplayPropertyKey, OrderByField } from '@keel/core';
import type { WorkItemsKey } from '#web/domains/work-items/work-items-text';

/** The property columns a spreadsheet can show, each named after the display property it follows. */
export type SpreadsheetColumnKey =
  | 'state'
  | 'priority'
  | 'assignee'
  | 'labels'
  | 'modules'
  | 'cycle'
  | 'start_date'
  | 'due_date'
  | 'estimate'
  | 'created_on'
  | 'updated_on'
  | 'link'
  | 'attachment_count'
  | 'sub_issue_count';

/** One property column: how it is titled, how wide it is and what sorting by it sends. */
export interface SpreadsheetColumn {
  key: SpreadsheetColumnKey & DisplayPropertyKey;
  /** Its name, a key of the work-items namespace. */
  titleKey: WorkItemsKey;
  /** Width in CSS pixels. */
  width: number;
  /** The `order_by` field a click on the header sets (descending with a '-' prefix). */
  orderBy: OrderByField;
}

/** Width of the sticky first column (checkbox, key and name), in CSS pixels. */
export const NAME_COLUMN_WIDTH = 360;

/** Height of a row and of the header, in CSS pixels. */
export const SPREADSHEET_ROW_HEIGHT = 40;

/** Every column in the order Plane's spreadsheet draws them; a new column is one more entry. */
export const SPREADSHEET_COLUMNS: readonly SpreadsheetColumn[] = [
  { key: 'state', titleKey: 'property.state', width: 152, orderBy: 'state__name' },
  { key: 'priority', titleKey: 'property.priority', width: 128, orderBy: 'priority' },
  { key: 'assignee', titleKey: 'property.assignees', width: 152, orderBy: 'assignees__first_name' },
  { key: 'labels', titleKey: 'property.labels', width: 176, orderBy: 'labels__name' },
  {
    key: 'modules',
    titleKey: 'property.modules',
    width: 176,
    orderBy: 'issue_module__module__name',
  },
  { key: 'cycle', titleKey: 'property.cycle', width: 160, orderBy: 'issue_cycle__cycle__name' },
  { key: 'start_date', titleKey: 'property.startDate', width: 136, orderBy: 'start_date' },
  { key: 'due_date', titleKey: 'property.dueDate', width: 136, orderBy: 'target_date' },
  { key: 'estimate', titleKey: 'property.estimate', width: 112, orderBy: 'estimate_point__key' },
  { key: 'created_on', titleKey: 'property.createdOn', width: 128, orderBy: 'created_at' },
  { key: 'updated_on', titleKey: 'property.updatedOn', width: 128, orderBy: 'updated_at' },
  { key: 'link', titleKey: 'property.links', width: 96, orderBy: 'link_count' },
  {
    key: 'attachment_count',
    titleKey: 'property.attachments',
    width: 120,
    orderBy: 'attachment_count',
  },
  {
    key: 'sub_issue_count',
    titleKey: 'property.subWorkItems',
    width: 136,
    orderBy: 'sub_issues_count',
  },
];

/**
 * The columns to draw: those whose display property is on, the estimate only when the project
 * has an active estimate (Plane hides it otherwise), modules and cycle only where the project has
 * them turned on (lists spanning projects show them; rows of other projects draw nothing).
 */
export function visibleColumns(
  displayProperties: Readonly<Partial<Record<DisplayPropertyKey, boolean>>>,
  hasEstimate: boolean,
  features: { cycles: boolean; modules: boolean } = { cycles: false, modules: false },
): SpreadsheetColumn[] {
  return SPREADSHEET_COLUMNS.filter((column) => {
    if (column.key === 'estimate' && !hasEstimate) return false;
    if (column.key === 'cycle' && !features.cycles) return false;
    if (column.key === 'modules' && !features.modules) return false;
    return displayProperties[column.key] === true;
  });
}

/** Total width of a row: the name column and every visible column. */
export function spreadsheetWidth(columns: readonly SpreadsheetColumn[]): number {
  return columns.reduce((sum, column) => sum + column.width, NAME_COLUMN_WIDTH);
}

/** How the list is sorted by a column: ascending, descending, or not by it. */
export function sortDirectionOf(
  orderBy: string,
  column: Pick<SpreadsheetColumn, 'orderBy'>,
): 'asc' | 'desc' | null {
  if (orderBy === column.orderBy) return 'asc';
  if (orderBy === `-${column.orderBy}`) return 'desc';
  return null;
}

/** The order a header click sets: the column ascending, or reversed when it already sorts by it. */
export function nextOrderBy(orderBy: string, column: Pick<SpreadsheetColumn, 'orderBy'>): string {
  return sortDirectionOf(orderBy, column) === 'asc' ? `-${column.orderBy}` : column.orderBy;
}
