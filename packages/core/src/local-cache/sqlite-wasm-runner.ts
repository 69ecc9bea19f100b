import type { Database, SqlValue as WasmSqlValue } from '@sqlite.org/sqlite-wasm';
import type { SqlRunner, SqlValue } from './contract';

/** What the runner uses of a sqlite-wasm `oo1.DB` (an OPFS database in the worker, `:memory:` in tests). */
export type SqliteWasmDatabase = Pick<
  Database,
  'exec' | 'selectObjects' | 'transaction' | 'savepoint'
>;

function toSqlValue(value: WasmSqlValue): SqlValue {
  if (typeof value === 'bigint') return Number(value);
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  throw new TypeError('The local cache stores no binary values');
}

/**
 * A SqlRunner over a sqlite-wasm database. Transactions nest: the outermost is BEGIN … COMMIT,
 * inner ones are savepoints, so a writer's own transaction can run inside the worker's.
 */
export function sqliteWasmRunner(db: SqliteWasmDatabase): SqlRunner {
  let depth = 0;
  return {
    run(sql, bind) {
      if (bind && bind.length > 0) db.exec(sql, { bind });
      else db.exec(sql);
    },
    all(sql, bind) {
      const rows = bind && bind.length > 0 ? db.selectObjects(sql, bind) : db.selectObjects(sql);
      return rows.map((row) => {
        const out: Record<string, SqlValue> = {};
        for (const [key, value] of Object.entries(row)) out[key] = toSqlValue(value);
        return out;
      });
    },
    transaction(work) {
      depth += 1;
      try {
        return depth === 1 ? db.transaction(() => work()) : db.savepoint(() => work());
      } finally {
        depth -= 1;
      }
    },
  };
}
