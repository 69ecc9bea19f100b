import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import type { ExportSourceRow } from './export-columns';

/**
 * The work items an export writes: live (not deleted), not drafts, not intake requests waiting
 * in a triage state; archived ones included, marked as such.
 */
const exportedItems = sql`wi.deleted_at is null and not wi.is_draft
  and not exists (select 1 from states ts where ts.id = wi.state_id and ts.is_triage)`;

/** How many work items the export of these projects writes. */
export async function countExportRows(db: Executor, projectIds: string[]): Promise<number> {
  if (projectIds.length === 0) return 0;
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from work_items wi
      where wi.project_id = any(${toUuidArray(projectIds)}) and ${exportedItems}`,
  );
  return result.rows[0]?.total ?? 0;
}

function toUuidArray(ids: string[]) {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/** A project an export reads, in the order the file lists projects. */
export interface ExportProject {
  id: string;
  identifier: string;
  name: string;
}

/** The projects by name (then identifier), as the file groups them. */
export async function exportProjects(db: Executor, projectIds: string[]): Promise<ExportProject[]> {
  if (projectIds.length === 0) return [];
  const result = await db.execute<{ id: string; identifier: string; name: string }>(
    sql`select id, identifier, name from projects
      where id = any(${toUuidArray(projectIds)}) and deleted_at is null
      order by lower(name), identifier`,
  );
  return result.rows;
}

/**
 * One batch of a project's work items after `afterSequence` (keyset on the project's unique
 * sequence numbers, so each batch is an index range scan and nothing is read twice), with
 * everything a row shows: names of the state, cycle, estimate, creator, parent, shops and
 * customers, and the assignees', labels' and modules' names as arrays.
 */
export async function readExportBatch(
  db: Executor,
  options: { project: ExportProject; afterSequence: number; limit: number },
): Promise<(ExportSourceRow & { sequence_id: number })[]> {
  const { project, afterSequence, limit } = options;
  // Raw queries answer timestamps as PostgreSQL's text (drizzle keeps pg from parsing them).
  type Timestamps = 'created_at' | 'updated_at' | 'completed_at' | 'archived_at';
  type RawRow = Omit<ExportSourceRow, 'project_identifier' | 'project_name' | Timestamps> & {
    created_at: string | Date;
    updated_at: string | Date;
    completed_at: string | Date | null;
    archived_at: string | Date | null;
  };
  const result = await db.execute<RawRow>(
    sql`select wi.sequence_id, wi.name, wi.description_stripped as description,
        s.name as state_name, s."group" as state_group, wi.priority,
        array(select u.display_name from work_item_assignees a
          join users u on u.id = a.assignee_id
          where a.work_item_id = wi.id order by lower(u.display_name)) as assignees,
        array(select l.name from work_item_labels wl
          join labels l on l.id = wl.label_id and l.deleted_at is null
          where wl.work_item_id = wi.id order by lower(l.name)) as labels,
        wi.start_date::text as start_date, wi.target_date::text as target_date,
        c.name as cycle_name,
        array(select m.name from module_work_items mw
          join modules m on m.id = mw.module_id and m.deleted_at is null
          where mw.work_item_id = wi.id order by lower(m.name)) as modules,
        ep.value as estimate_value,
        case when parent.id is null then null
          else pp.identifier || '-' || parent.sequence_id end as parent_key,
        cu.display_name as created_by_name,
        wi.created_at, wi.updated_at, wi.completed_at, wi.archived_at,
        shop.name as shop_name,
        array(select ps.name from project_shops ps
          where ps.id = any(wi.shop_ids) and ps.deleted_at is null
          order by array_position(wi.shop_ids, ps.id)) as shop_names,
        customer.name as customer_name,
        array(select pc.name from project_customers pc
          where pc.id = any(wi.customer_ids) and pc.deleted_at is null
          order by array_position(wi.customer_ids, pc.id)) as customer_names,
        wi.budget_source, wi.budget_source_display, wi.is_revision
      from work_items wi
      left join states s on s.id = wi.state_id
      left join cycles c on c.id = wi.cycle_id and c.deleted_at is null
      left join estimate_points ep on ep.id = wi.estimate_point_id and ep.deleted_at is null
      left join work_items parent on parent.id = wi.parent_id and parent.deleted_at is null
      left join projects pp on pp.id = parent.project_id
      left join users cu on cu.id = wi.created_by_id
      left join project_shops shop on shop.id = wi.shop_id and shop.deleted_at is null
      left join project_customers customer on customer.id = wi.customer_id
        and customer.deleted_at is null
      where wi.project_id = ${project.id} and wi.sequence_id > ${afterSequence} and ${exportedItems}
      order by wi.sequence_id
      limit ${limit}`,
  );
  return result.rows.map((row) => ({
    ...row,
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
    completed_at: row.completed_at === null ? null : new Date(row.completed_at),
    archived_at: row.archived_at === null ? null : new Date(row.archived_at),
    project_identifier: project.identifier,
    project_name: project.name,
  }));
}
