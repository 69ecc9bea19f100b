/**
 * What an export writes for each work item: the columns a spreadsheet user expects, in order,
 * and the pure mapping from a row read from PostgreSQL to a JSON record and to cells.
 */

/** A work item as the export query reads it (export-rows.queries.ts). */
export interface ExportSourceRow {
  project_identifier: string;
  project_name: string;
  sequence_id: number;
  name: string;
  /** The description as plain text. */
  description: string;
  state_name: string | null;
  state_group: string | null;
  priority: string;
  assignees: string[];
  labels: string[];
  start_date: string | null;
  target_date: string | null;
  cycle_name: string | null;
  modules: string[];
  estimate_value: string | null;
  /** The parent's key (PROJ-12), null without a parent. */
  parent_key: string | null;
  created_by_name: string | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  archived_at: Date | null;
  shop_name: string | null;
  shop_names: string[];
  customer_name: string | null;
  customer_names: string[];
  budget_source: string | null;
  budget_source_display: string | null;
  is_revision: boolean;
}

/** One work item in a JSON export: snake_case fields, lists as arrays, dates as ISO strings. */
export interface ExportRecord {
  key: string;
  project: string;
  name: string;
  description: string;
  state: string | null;
  state_group: string | null;
  priority: string;
  assignees: string[];
  labels: string[];
  start_date: string | null;
  due_date: string | null;
  cycle: string | null;
  modules: string[];
  estimate: string | null;
  parent: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  archived: boolean;
  shop: string | null;
  shops: string[];
  customer: string | null;
  customers: string[];
  budget_source: string | null;
  budget_source_display: string | null;
  is_revision: boolean;
}

export type ExportField = keyof ExportRecord;

/** How a column's value is written to a spreadsheet cell. */
export type ExportCellKind = 'text' | 'list' | 'date' | 'timestamp' | 'boolean';

export interface ExportColumn {
  field: ExportField;
  /** The header of CSV and XLSX files. */
  header: string;
  kind: ExportCellKind;
  /** Column width in an XLSX sheet, in characters. */
  width: number;
}

/** The columns, in the order files show them. */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { field: 'key', header: 'Key', kind: 'text', width: 12 },
  { field: 'project', header: 'Project', kind: 'text', width: 20 },
  { field: 'name', header: 'Name', kind: 'text', width: 40 },
  { field: 'description', header: 'Description', kind: 'text', width: 60 },
  { field: 'state', header: 'State', kind: 'text', width: 16 },
  { field: 'state_group', header: 'State group', kind: 'text', width: 14 },
  { field: 'priority', header: 'Priority', kind: 'text', width: 10 },
  { field: 'assignees', header: 'Assignees', kind: 'list', width: 24 },
  { field: 'labels', header: 'Labels', kind: 'list', width: 24 },
  { field: 'start_date', header: 'Start date', kind: 'date', width: 12 },
  { field: 'due_date', header: 'Due date', kind: 'date', width: 12 },
  { field: 'cycle', header: 'Cycle', kind: 'text', width: 18 },
  { field: 'modules', header: 'Modules', kind: 'list', width: 24 },
  { field: 'estimate', header: 'Estimate', kind: 'text', width: 10 },
  { field: 'parent', header: 'Parent', kind: 'text', width: 12 },
  { field: 'created_by', header: 'Created by', kind: 'text', width: 18 },
  { field: 'created_at', header: 'Created at', kind: 'timestamp', width: 20 },
  { field: 'updated_at', header: 'Updated at', kind: 'timestamp', width: 20 },
  { field: 'completed_at', header: 'Completed at', kind: 'timestamp', width: 20 },
  { field: 'archived', header: 'Archived', kind: 'boolean', width: 10 },
  { field: 'shop', header: 'Shop', kind: 'text', width: 18 },
  { field: 'shops', header: 'Shops', kind: 'list', width: 24 },
  { field: 'customer', header: 'Customer', kind: 'text', width: 18 },
  { field: 'customers', header: 'Customers', kind: 'list', width: 24 },
  { field: 'budget_source', header: 'Budget source', kind: 'text', width: 16 },
  { field: 'budget_source_display', header: 'Budget source display', kind: 'text', width: 22 },
  { field: 'is_revision', header: 'Revision', kind: 'boolean', width: 10 },
];

/** A work item's record, as the JSON export writes it and the other formats start from. */
export function toExportRecord(row: ExportSourceRow): ExportRecord {
  return {
    key: `${row.project_identifier}-${String(row.sequence_id)}`,
    project: row.project_name,
    name: row.name,
    description: row.description,
    state: row.state_name,
    state_group: row.state_group,
    priority: row.priority,
    assignees: row.assignees,
    labels: row.labels,
    start_date: row.start_date,
    due_date: row.target_date,
    cycle: row.cycle_name,
    modules: row.modules,
    estimate: row.estimate_value,
    parent: row.parent_key,
    created_by: row.created_by_name,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
    archived: row.archived_at !== null,
    shop: row.shop_name,
    shops: row.shop_names,
    customer: row.customer_name,
    customers: row.customer_names,
    budget_source: row.budget_source,
    budget_source_display: row.budget_source_display,
    is_revision: row.is_revision,
  };
}

/** What a cell holds: text, a date (XLSX writes it as one), or nothing. */
export type ExportCell = string | Date | null;

/**
 * The cells of a record, column by column: lists joined by ", ", booleans as Yes/No, dates as
 * Date values (`YYYY-MM-DD` dates at midnight UTC) so that XLSX stores real dates.
 */
export function toExportCells(record: ExportRecord): ExportCell[] {
  return EXPORT_COLUMNS.map((column) => {
    const value = record[column.field];
    if (value === null) return null;
    switch (column.kind) {
      case 'list':
        return Array.isArray(value) ? value.join(', ') : String(value);
      case 'boolean':
        return value === true ? 'Yes' : 'No';
      case 'date':
        return typeof value === 'string' ? new Date(`${value}T00:00:00.000Z`) : null;
      case 'timestamp':
        return typeof value === 'string' ? new Date(value) : null;
      case 'text':
        return typeof value === 'string' ? value : String(value);
    }
  });
}

/** A cell as CSV text: dates as `YYYY-MM-DD`, timestamps as ISO 8601 in UTC. */
export function csvCellText(cell: ExportCell, kind: ExportCellKind): string {
  if (cell === null) return '';
  if (cell instanceof Date) {
    return kind === 'date' ? cell.toISOString().slice(0, 10) : cell.toISOString();
  }
  return cell;
}
