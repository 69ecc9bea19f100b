import { z } from 'zod';
import { CycleSchema } from '../cycles-wire';
import { EstimatePointSchema, EstimateSchema } from '../estimates-wire';
import { LabelSchema } from '../labels-wire';
import { ModuleSchema } from '../modules-wire';
import { ProjectMemberSchema } from '../projects-wire';
import { StateSchema } from '../states-wire';
import { WorkspaceMemberSchema } from '../workspaces-wire';
import type { SqlRunner, SqlValue } from './contract';

/** The lookup tables the list reads beside the work items (spec §3). */
export type ReferenceTable =
  'states' | 'labels' | 'modules' | 'cycles' | 'estimate_points' | 'members';

const StateRow = StateSchema.pick({
  id: true,
  project_id: true,
  name: true,
  color: true,
  group: true,
  default: true,
  description: true,
  sequence: true,
  is_triage: true,
});
const LabelRow = LabelSchema.pick({
  id: true,
  project_id: true,
  parent: true,
  name: true,
  color: true,
  sort_order: true,
});
const ModuleRow = ModuleSchema.pick({
  id: true,
  project_id: true,
  name: true,
  status: true,
  archived_at: true,
  sort_order: true,
});
const CycleRow = CycleSchema.pick({
  id: true,
  project_id: true,
  name: true,
  start_date: true,
  end_date: true,
  archived_at: true,
  sort_order: true,
});
/** An estimate with its points (the estimates route), or one point. */
const EstimateRow = z.union([
  EstimateSchema.pick({ id: true, project_id: true, points: true }),
  EstimatePointSchema,
]);
/** A workspace member (`members/`) or a project member (`projects/{id}/members/`). */
const MemberRow = z.union([
  WorkspaceMemberSchema.pick({ member: true, role: true, is_active: true }),
  ProjectMemberSchema.pick({ member: true, member_detail: true, role: true, is_active: true }),
]);

interface TableRows {
  columns: readonly string[];
  /** A wire row as table rows (an estimate gives one row per point), without `scope`. */
  rows: (row: Record<string, unknown>) => SqlValue[][];
}

const bool = (value: boolean) => (value ? 1 : 0);
const json = (value: unknown) => JSON.stringify(value);

const TABLE_ROWS: Record<ReferenceTable, TableRows> = {
  states: {
    columns: [
      'id',
      'project_id',
      'name',
      'color',
      '"group"',
      '"default"',
      'description',
      'sequence',
      'is_triage',
      'data',
    ],
    rows: (input) => {
      const row = StateRow.parse(input);
      return [
        [
          row.id,
          row.project_id,
          row.name,
          row.color,
          row.group,
          bool(row.default),
          row.description,
          row.sequence,
          bool(row.is_triage),
          json(input),
        ],
      ];
    },
  },
  labels: {
    columns: ['id', 'project_id', 'parent', 'name', 'color', 'sort_order', 'data'],
    rows: (input) => {
      const row = LabelRow.parse(input);
      return [
        [row.id, row.project_id, row.parent, row.name, row.color, row.sort_order, json(input)],
      ];
    },
  },
  modules: {
    columns: ['id', 'project_id', 'name', 'status', 'archived_at', 'sort_order', 'data'],
    rows: (input) => {
      const row = ModuleRow.parse(input);
      return [
        [
          row.id,
          row.project_id,
          row.name,
          row.status,
          row.archived_at,
          row.sort_order,
          json(input),
        ],
      ];
    },
  },
  cycles: {
    columns: [
      'id',
      'project_id',
      'name',
      'start_date',
      'end_date',
      'archived_at',
      'sort_order',
      'data',
    ],
    rows: (input) => {
      const row = CycleRow.parse(input);
      return [
        [
          row.id,
          row.project_id,
          row.name,
          row.start_date,
          row.end_date,
          row.archived_at,
          row.sort_order,
          json(input),
        ],
      ];
    },
  },
  estimate_points: {
    columns: ['id', 'project_id', 'estimate_id', 'key', 'value', 'data'],
    rows: (input) => {
      const row = EstimateRow.parse(input);
      if (!('points' in row)) return [[row.id, null, row.estimate, row.key, row.value, json(row)]];
      return row.points.map((point) => [
        point.id,
        row.project_id,
        point.estimate,
        point.key,
        point.value,
        json(point),
      ]);
    },
  },
  members: {
    columns: [
      'id',
      'first_name',
      'last_name',
      'avatar',
      'is_bot',
      'display_name',
      'email',
      'role',
      'is_active',
      'data',
    ],
    rows: (input) => {
      const row = MemberRow.parse(input);
      const user =
        'member_detail' in row
          ? { ...row.member_detail, is_bot: null }
          : { ...row.member, is_bot: bool(row.member.is_bot) };
      return [
        [
          user.id,
          user.first_name,
          user.last_name,
          user.avatar,
          user.is_bot,
          user.display_name,
          user.email,
          row.role,
          bool(row.is_active),
          json(input),
        ],
      ];
    },
  },
};

/** Rows written per statement. */
const REFERENCE_BATCH = 100;

/** The scope column's value: the project's id, or '' for the workspace's rows. */
function scopeOf(projectId: string | null): string {
  return projectId ?? '';
}

/**
 * Replaces one project's rows of a lookup table (or the workspace's, projectId null) with these,
 * as the app API answers them: states (ask `?include_triage=true`, so the list can hide triage
 * items), labels, modules and cycles (archived ones too: the list orders by their names),
 * estimates with their points, workspace or project members. Rows that do not read as that
 * table's wire shape throw, and nothing changes.
 */
export function replaceReferenceRows(
  db: SqlRunner,
  table: ReferenceTable,
  projectId: string | null,
  rows: readonly Record<string, unknown>[],
): void {
  if (!Object.hasOwn(TABLE_ROWS, table)) throw new Error(`Unknown cache table: ${table}`);
  const shape = TABLE_ROWS[table];
  const values = rows.flatMap((row) => shape.rows(row));
  const scope = scopeOf(projectId);
  const columns = ['scope', ...shape.columns];
  const row = `(${columns.map(() => '?').join(', ')})`;
  db.transaction(() => {
    db.run(`delete from ${table} where scope = ?`, [scope]);
    for (let start = 0; start < values.length; start += REFERENCE_BATCH) {
      const batch = values.slice(start, start + REFERENCE_BATCH);
      db.run(
        `insert or replace into ${table} (${columns.join(', ')}) values ${batch.map(() => row).join(', ')}`,
        batch.flatMap((line) => [scope, ...line]),
      );
    }
  });
}

/** One project's (or the workspace's) rows of a lookup table as they were written, in order. */
export function readReferenceRows(
  db: SqlRunner,
  table: ReferenceTable,
  projectId: string | null,
): Record<string, unknown>[] {
  if (!Object.hasOwn(TABLE_ROWS, table)) throw new Error(`Unknown cache table: ${table}`);
  return db
    .all(`select data from ${table} where scope = ? order by rowid`, [scopeOf(projectId)])
    .flatMap((row) =>
      typeof row.data === 'string' ? [JSON.parse(row.data) as Record<string, unknown>] : [],
    );
}
