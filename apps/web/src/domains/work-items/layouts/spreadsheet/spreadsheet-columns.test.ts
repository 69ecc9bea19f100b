import { ORDER_BY_FIELDS } from '@keel/core';
import { describe, expect, it } from 'vitest';
import {
  NAME_COLUMN_WIDTH,
  nextOrderBy,
  SPREADSHEET_COLUMNS,
  sortDirectionOf,
  spreadsheetWidth,
  visibleColumns,
} from './spreadsheet-columns';

describe('spreadsheet columns', () => {
  it('sorts every column by a field the server knows, each key once', () => {
    for (const column of SPREADSHEET_COLUMNS)
      expect(ORDER_BY_FIELDS as readonly string[]).toContain(column.orderBy);
    expect(new Set(SPREADSHEET_COLUMNS.map((c) => c.key)).size).toBe(SPREADSHEET_COLUMNS.length);
  });

  it('shows the enabled properties in the fixed order', () => {
    const columns = visibleColumns({ labels: true, state: true, priority: false }, true);
    expect(columns.map((c) => c.key)).toEqual(['state', 'labels']);
  });

  it('hides the estimate without an active estimate', () => {
    expect(visibleColumns({ estimate: true }, false)).toEqual([]);
    expect(visibleColumns({ estimate: true }, true).map((c) => c.key)).toEqual(['estimate']);
  });

  it('adds the widths to the name column', () => {
    const columns = visibleColumns({ state: true, priority: true }, false);
    expect(spreadsheetWidth(columns)).toBe(NAME_COLUMN_WIDTH + 152 + 128);
  });

  it('sorts ascending first, then reverses', () => {
    const dueDate = { orderBy: 'target_date' as const };
    expect(sortDirectionOf('-created_at', dueDate)).toBeNull();
    expect(nextOrderBy('-created_at', dueDate)).toBe('target_date');
    expect(sortDirectionOf('target_date', dueDate)).toBe('asc');
    expect(nextOrderBy('target_date', dueDate)).toBe('-target_date');
    expect(sortDirectionOf('-target_date', dueDate)).toBe('desc');
    expect(nextOrderBy('-target_date', dueDate)).toBe('target_date');
  });
});
