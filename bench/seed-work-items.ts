/**
 * Seeds one workspace with one project of many work items for bench/work-items, with set-based
 * SQL (a handful of INSERT … SELECT generate_series statements, not one API call per item). The
 * spread is fixed by setseed(), so every run measures the same data:
 *   states     backlog 15%, todo 25%, in progress 20%, done 30%, cancelled 10%
 *   priority   urgent 5%, high 15%, medium 30%, low 25%, none 25%
 *   labels     0–3 of 20, assignees 0–3 of 15 members (a quarter each of 0, 1, 2, 3)
 *   dates      created over the last year; 60% with a target date, half of those with a start date
 *   parents    every 20th item (5%) is a sub-item of an older top-level item
 *   text       names of 3–6 and descriptions of 8–20 words from a 200-word vocabulary, so that any
 *              one word appears in about 7% of the descriptions; one rarer word in 0.5% of them
 */
import { ROLE } from '@keel/core';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { projectMembers, users, workspaces } from '../apps/server/src/db/schema';
import {
  addProjectMember,
  addWorkspaceMember,
  createProject,
  createUser,
  createWorkspace,
  signIn,
} from '../apps/server/src/test/factories';

const VOCABULARY = `
  account action alert analytics android api archive array audit avatar backend badge banner
  batch billing board bootstrap bounce branch browser bucket buffer build bundle button cache
  calendar callback campaign canvas capacity card cart certificate channel chart checkout
  client cluster column comment commit config console consumer contract cookie coverage crash
  cron csv cursor customer dashboard database deadline debug default delivery dependency deploy
  design detail device dialog digest discount docker domain download draft driver dropdown
  editor email endpoint engine error estimate event export feature feedback field filter
  firewall flag font footer form frontend gateway graph grid handler header health heap hook
  icon image import index inventory invoice iframe job kernel key label latency layout ledger
  legacy license limit link listener locale lock login logo manifest margin memory menu merge
  message metric migration mobile modal module monitor network notification offline onboarding
  order package padding page pagination parser partner password payment payload pipeline
  pixel plugin policy popup portal preview pricing printer profile promise proxy query queue
  quota ranking receipt redirect refund region release render report request retry review
  role rollback router runtime sandbox scanner schedule schema screen script scroll search
  secret sensor server session settings shipping sidebar signup sitemap slider snapshot socket
  sorting spinner sprint staging storage stream style subscription summary supplier survey
  sync table tablet template tenant theme thread ticket timeout timezone toast token tooltip
  tracker traffic upload upgrade user vendor version video viewport voucher wallet warehouse
  webhook widget wizard worker workflow
`
  .trim()
  .split(/\s+/);

/** A word of the vocabulary found in about 7% of the descriptions: what the search bench asks. */
export const SEARCH_WORD = 'timeout';
/** A word outside the vocabulary, added to every 200th description (0.5%). */
export const RARE_WORD = 'flaky';

export interface SeededWorkItems {
  workspaceId: string;
  workspaceSlug: string;
  projectId: string;
  /** The member the bench acts as (workspace member, project role member), and their cookie. */
  userId: string;
  cookie: string;
  /** Two of the project's labels, for the filtered list. */
  labelIds: [string, string];
  itemCount: number;
}

/** The bench's workspace and project, owned by `owner`, with 15 members of both. */
export async function seedBenchTeam(db: Database) {
  const owner = await createUser(db, { password: null });
  const workspace = await createWorkspace(db, owner);
  const project = await createProject(db, workspace, owner, { name: 'Bench', identifier: 'BENCH' });
  const members = [];
  for (let index = 0; index < 15; index += 1) {
    const user = await createUser(db, { password: null });
    await addWorkspaceMember(db, workspace, user, ROLE.member);
    await addProjectMember(db, project, user, ROLE.member);
    members.push(user);
  }
  return { owner, workspace, project, members };
}

export async function seedWorkItems(db: Database, itemCount: number): Promise<SeededWorkItems> {
  const { owner, workspace, project, members } = await seedBenchTeam(db);
  const reader = members[0];
  if (!reader) throw new Error('no members seeded');
  const { cookie } = await signIn(db, reader.id);

  await insertWorkItems(db, {
    workspaceId: workspace.id,
    projectId: project.id,
    ownerId: owner.id,
    itemCount,
  });
  for (const table of ['work_items', 'work_item_labels', 'work_item_assignees', 'labels'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));

  const labelRows = await db.execute<{ id: string }>(
    sql`select id from labels where project_id = ${project.id} order by sort_order limit 2`,
  );
  const [first, second] = labelRows.rows;
  if (!first || !second) throw new Error('labels not seeded');
  return {
    workspaceId: workspace.id,
    workspaceSlug: workspace.slug,
    projectId: project.id,
    userId: reader.id,
    cookie,
    labelIds: [first.id, second.id],
    itemCount,
  };
}

/**
 * The bulk write of the seed, in one transaction: the project's 20 labels, `itemCount` work items
 * with their parents, labels and assignees (from the project's members other than the owner), and
 * the project's counter. What bench/realtime-bulk times.
 */
export async function insertWorkItems(
  db: Database,
  options: { workspaceId: string; projectId: string; ownerId: string; itemCount: number },
): Promise<void> {
  const { workspaceId, projectId, ownerId, itemCount } = options;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql`
      insert into labels (workspace_id, project_id, name, color, sort_order)
      select ${workspaceId}, ${projectId}, 'Label ' || g, '#' || lpad(to_hex(g * 700000), 6, '0'),
        g * 10000
      from generate_series(1, 20) g`);
    await tx.execute(sql`
      with vocabulary as (select string_to_array(${VOCABULARY.join(' ')}, ' ') as words),
      project_states as (
        select
          (select id from states where project_id = ${projectId} and "group" = 'backlog') backlog,
          (select id from states where project_id = ${projectId} and "group" = 'unstarted') todo,
          (select id from states where project_id = ${projectId} and "group" = 'started') started,
          (select id from states where project_id = ${projectId} and "group" = 'completed') done,
          (select id from states where project_id = ${projectId} and "group" = 'cancelled') cancelled
      ),
      rows as (
        select g, random() as state_roll, random() as priority_roll, random() as date_roll,
          now() - (random() * interval '365 days') as created_at,
          (select string_agg(initcap(words[1 + floor(random() * array_length(words, 1))::int]), ' ')
             from vocabulary, generate_series(1, 3 + g % 4)) as name,
          (select string_agg(words[1 + floor(random() * array_length(words, 1))::int], ' ')
             from vocabulary, generate_series(1, 8 + (g * 7) % 13))
            || case when g % 200 = 0 then ' ' || ${RARE_WORD} else '' end as description
        from generate_series(1, ${itemCount}) g
      )
      insert into work_items (workspace_id, project_id, sequence_id, name, description_html,
        description_stripped, priority, state_id, start_date, target_date, sort_order,
        completed_at, created_at, updated_at, created_by_id, updated_by_id)
      select ${workspaceId}, ${projectId}, g, name, '<p>' || description || '</p>', description,
        case when priority_roll < 0.05 then 'urgent' when priority_roll < 0.20 then 'high'
          when priority_roll < 0.50 then 'medium' when priority_roll < 0.75 then 'low'
          else 'none' end,
        case when state_roll < 0.15 then backlog when state_roll < 0.40 then todo
          when state_roll < 0.60 then started when state_roll < 0.90 then done
          else cancelled end,
        case when date_roll < 0.30 then (created_at + interval '3 days')::date end,
        case when date_roll < 0.60 then (created_at + interval '30 days')::date end,
        65535 + g * 10000,
        case when state_roll >= 0.60 and state_roll < 0.90
          then created_at + interval '10 days' end,
        created_at, created_at, ${ownerId}, ${ownerId}
      from rows, project_states`);
    await tx.execute(sql`
      update work_items child set parent_id = parent.id
      from work_items parent
      where child.project_id = ${projectId} and parent.project_id = ${projectId}
        and child.sequence_id % 20 = 0 and parent.sequence_id = child.sequence_id - 7`);
    await tx.execute(sql`
      insert into work_item_labels (work_item_id, label_id, workspace_id, project_id)
      select wi.id, picked.id, wi.workspace_id, wi.project_id
      from work_items wi
      cross join lateral (
        select l.id from labels l
        where l.project_id = wi.project_id
        order by md5(l.id::text || wi.id::text)
        limit wi.sequence_id % 4
      ) picked
      where wi.project_id = ${projectId}`);
    await tx.execute(sql`
      insert into work_item_assignees (work_item_id, assignee_id, workspace_id, project_id)
      select wi.id, picked.member_id, wi.workspace_id, wi.project_id
      from work_items wi
      cross join lateral (
        select pm.member_id from project_members pm
        where pm.project_id = wi.project_id and pm.member_id <> ${ownerId}
        order by md5(pm.member_id::text || wi.id::text)
        limit (wi.sequence_id / 4) % 4
      ) picked
      where wi.project_id = ${projectId}`);
    await tx.execute(
      sql`update projects set work_item_sequence = ${itemCount} where id = ${projectId}`,
    );
  });
}

/**
 * A further project of `itemCount` work items in the workspace seedWorkItems seeded, with the
 * same members (the bench's reader among them) and the same spread of items, for a bench that
 * needs a second, larger project beside the first (bench/ui-list's 50,000-item sync). Answers its
 * id.
 */
export async function seedProjectBeside(
  db: Database,
  seeded: SeededWorkItems,
  options: { name: string; identifier: string; itemCount: number },
): Promise<string> {
  const [workspace] = await db
    .select()
    .from(workspaces)
    .where(eq(workspaces.id, seeded.workspaceId));
  if (!workspace) throw new Error('the seeded workspace is missing');
  const [owner] = await db.select().from(users).where(eq(users.id, workspace.owner_id));
  if (!owner) throw new Error('the seeded owner is missing');
  const members = await db
    .select({ user: users })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.member_id))
    .where(
      and(eq(projectMembers.project_id, seeded.projectId), ne(projectMembers.member_id, owner.id)),
    );
  const project = await createProject(db, workspace, owner, {
    name: options.name,
    identifier: options.identifier,
  });
  for (const { user } of members) await addProjectMember(db, project, user, ROLE.member);
  await insertWorkItems(db, {
    workspaceId: workspace.id,
    projectId: project.id,
    ownerId: owner.id,
    itemCount: options.itemCount,
  });
  for (const table of ['work_items', 'work_item_labels', 'work_item_assignees', 'labels'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  return project.id;
}
