import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import { beforeAll } from 'vitest';
import type { WorkItem } from '../work-items-wire';
import type { LocalListViewer, SqlRunner, SqlValue } from './contract';
import { sqliteWasmRunner } from './sqlite-wasm-runner';

/**
 * What the cache's unit tests share: in-memory sqlite-wasm databases, a recording runner and work
 * items in the wire shape. Call it at the top of a test file: it loads sqlite-wasm in a beforeAll.
 */
export function useCacheTestKit() {
  let sqlite3: Awaited<ReturnType<typeof sqlite3InitModule>>;
  beforeAll(async () => {
    sqlite3 = await sqlite3InitModule();
  });

  function freshDb(): SqlRunner {
    return sqliteWasmRunner(new sqlite3.oo1.DB(':memory:'));
  }

  /** A runner that also records every statement it runs, with its parameters. */
  function recording(db: SqlRunner) {
    const statements: { sql: string; bind: readonly SqlValue[] }[] = [];
    const runner: SqlRunner = {
      run: (sql, bind = []) => {
        statements.push({ sql, bind });
        db.run(sql, bind);
      },
      all: (sql, bind = []) => db.all(sql, bind),
      transaction: (work) => db.transaction(work),
    };
    return { runner, statements };
  }

  const PROJECT = '11111111-1111-4111-8111-111111111111';
  const OTHER_PROJECT = '22222222-2222-4222-8222-222222222222';
  const LABEL = '33333333-3333-4333-8333-333333333333';
  const USER = '44444444-4444-4444-8444-444444444444';

  function uuid(n: number): string {
    return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  }

  function workItem(n: number, overrides: Partial<WorkItem> = {}): WorkItem {
    return {
      id: uuid(n),
      name: `Item ${String(n)}`,
      sequence_id: n,
      project_id: PROJECT,
      workspace_id: uuid(9999),
      state_id: null,
      state__group: null,
      priority: 'none',
      sort_order: 65_535.5,
      parent_id: null,
      estimate_point: null,
      start_date: null,
      target_date: null,
      completed_at: null,
      archived_at: null,
      is_draft: false,
      is_epic: false,
      type_id: null,
      label_ids: [],
      assignee_ids: [],
      module_ids: [],
      cycle_id: null,
      sub_issues_count: 0,
      attachment_count: 0,
      link_count: 0,
      is_subscribed: false,
      shop: null,
      shops: [],
      customer: null,
      customers: [],
      budget_source: null,
      budget_source_display: null,
      budget_source_options: [],
      is_revision: false,
      created_at: `2025-06-01T08:${String(n % 60).padStart(2, '0')}:00.000Z`,
      updated_at: `2025-06-02T08:${String(n % 60).padStart(2, '0')}:00.000Z`,
      created_by: USER,
      updated_by: null,
      ...overrides,
    };
  }

  const viewer: LocalListViewer = { userId: USER, ownItemsOnly: false, today: '2025-06-15' };

  return {
    freshDb,
    recording,
    workItem,
    uuid,
    viewer,
    PROJECT,
    OTHER_PROJECT,
    LABEL,
    USER,
  };
}
