import { LOCAL_CACHE_VERSION, type SqlRunner } from './contract';
import { ISSUE_COLUMN_DDL } from './issue-columns';
import { carryOutbox, OUTBOX_DDL } from './outbox';

/** The `options` key holding the schema version (spec §9: DB_VERSION). */
export const DB_VERSION_KEY = 'DB_VERSION';

/**
 * Reference tables hold one project's rows (`scope` = its id) or the workspace's (`scope` = ''),
 * each replaced wholesale; `data` keeps the row as the app API answered it.
 */
const TABLES: readonly string[] = [
  `create table if not exists options (key text primary key, value text)`,
  `create table if not exists issues (${ISSUE_COLUMN_DDL})`,
  `create table if not exists issue_meta (issue_id text not null, key text not null, value text not null)`,
  `create table if not exists states (scope text not null, id text not null, project_id text,
    name text not null, color text, "group" text, "default" integer, description text,
    sequence real, is_triage integer not null default 0, data text, primary key (scope, id))`,
  `create table if not exists labels (scope text not null, id text not null, project_id text,
    parent text, name text not null, color text, sort_order real, data text,
    primary key (scope, id))`,
  `create table if not exists modules (scope text not null, id text not null, project_id text,
    name text not null, status text, archived_at text, sort_order real, data text,
    primary key (scope, id))`,
  `create table if not exists cycles (scope text not null, id text not null, project_id text,
    name text not null, start_date text, end_date text, archived_at text, sort_order real,
    data text, primary key (scope, id))`,
  `create table if not exists estimate_points (scope text not null, id text not null,
    project_id text, estimate_id text, key integer, value text, data text,
    primary key (scope, id))`,
  `create table if not exists members (scope text not null, id text not null, first_name text,
    last_name text, avatar text, is_bot integer, display_name text, email text, role integer,
    is_active integer not null default 1, data text, primary key (scope, id))`,
  // Keel's own: the offline queue (outbox.ts).
  OUTBOX_DDL,
];

/** Plane's indexes: the list's scans by project, the relation lookups, the lookup tables' names. */
const INDEXES: readonly string[] = [
  `create index if not exists issues_project_state_idx on issues (project_id, state_id)`,
  `create index if not exists issues_project_sort_order_idx on issues (project_id, sort_order)`,
  `create index if not exists issues_project_priority_idx on issues (project_id, priority_proxy)`,
  `create index if not exists issues_project_created_by_idx on issues (project_id, created_by)`,
  `create index if not exists issues_project_cycle_idx on issues (project_id, cycle_id)`,
  `create index if not exists issues_project_sequence_idx on issues (project_id, sequence_id)`,
  `create index if not exists issues_project_updated_idx on issues (project_id, updated_at)`,
  `create index if not exists issues_parent_idx on issues (parent_id)`,
  `create index if not exists issue_meta_issue_idx on issue_meta (issue_id, key, value)`,
  `create index if not exists issue_meta_key_value_idx on issue_meta (key, value)`,
  `create index if not exists states_id_idx on states (id)`,
  `create index if not exists labels_id_idx on labels (id)`,
  `create index if not exists modules_id_idx on modules (id)`,
  `create index if not exists cycles_id_idx on cycles (id)`,
  `create index if not exists estimate_points_id_idx on estimate_points (id)`,
  `create index if not exists members_id_idx on members (id)`,
];

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function tableNames(db: SqlRunner): string[] {
  return db
    .all(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`)
    .flatMap((row) => (typeof row.name === 'string' ? [row.name] : []));
}

/** Drops every table of the database (a version mismatch, or the cache turned off). */
export function clearLocalCache(db: SqlRunner): void {
  db.transaction(() => {
    for (const name of tableNames(db)) db.run(`drop table if exists ${quoteIdentifier(name)}`);
  });
}

export function getOption(db: SqlRunner, key: string): string | null {
  const [row] = db.all(`select value from options where key = ?`, [key]);
  return typeof row?.value === 'string' ? row.value : null;
}

/** Sets an option; null removes it. */
export function setOption(db: SqlRunner, key: string, value: string | null): void {
  if (value === null) db.run(`delete from options where key = ?`, [key]);
  else db.run(`insert or replace into options (key, value) values (?, ?)`, [key, value]);
}

/**
 * Opens the cache: creates schema version LOCAL_CACHE_VERSION where it is missing. A database
 * written by another version (or by an earlier cache without the version key) is dropped whole
 * and created again (spec §8), answered `cleared: true`; only the offline queue's writes are kept.
 */
export function openLocalCache(db: SqlRunner): { cleared: boolean } {
  return db.transaction(() => {
    const existing = tableNames(db);
    const version = existing.includes('options') ? getOption(db, DB_VERSION_KEY) : null;
    const cleared = existing.length > 0 && version !== LOCAL_CACHE_VERSION;
    // Writes made offline and not yet sent are the person's work, not a copy: they survive.
    const putBackOutbox = cleared ? carryOutbox(db, existing) : () => undefined;
    if (cleared) for (const name of existing) db.run(`drop table ${quoteIdentifier(name)}`);
    if (version === LOCAL_CACHE_VERSION) {
      // Opened as it was left: the schema is there (a warm visit's open costs no statements),
      // but for the outbox, added after the first databases of this version.
      if (!existing.includes('outbox')) db.run(OUTBOX_DDL);
      return { cleared };
    }
    for (const statement of [...TABLES, ...INDEXES]) db.run(statement);
    putBackOutbox();
    setOption(db, DB_VERSION_KEY, LOCAL_CACHE_VERSION);
    return { cleared };
  });
}
