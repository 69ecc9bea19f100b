/**
 * Seeds what a person's home page reads, for bench/home: the bench team of bench/seed-work-items
 * (an owner and 15 members) in one workspace of `projectCount` projects, each with its share of
 * `itemCount` work items (insertWorkItems: states, priorities, labels, 0–3 assignees of the 15
 * members, all created by the owner), then, for the person the bench acts as (the first member):
 *   created    every 10th item is theirs (about 10%); they are assigned to about 10% (the seed's
 *              1.5 assignees on average of 15 members)
 *   stickies   `stickyCount`, a few lines of text each, the newest with the highest sort_order
 *   home       6 quick links; recent visits of 20 work items and 5 projects over the last days;
 *              favorites of 5 projects, 2 of them in a folder
 */
import { ROLE } from '@keel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { addProjectMember, createProject, signIn } from '../apps/server/src/test/factories';
import { insertWorkItems, seedBenchTeam } from './seed-work-items';

export interface SeededHome {
  workspaceId: string;
  workspaceSlug: string;
  projectIds: string[];
  /** The member the bench acts as, and their cookie. */
  userId: string;
  cookie: string;
  /** How many live items are assigned to and created by that member. */
  assignedCount: number;
  createdCount: number;
}

export async function seedHome(
  db: Database,
  options: { projectCount: number; itemCount: number; stickyCount: number },
): Promise<SeededHome> {
  const { projectCount, itemCount, stickyCount } = options;
  const { owner, workspace, project, members } = await seedBenchTeam(db);
  const reader = members[0];
  if (!reader) throw new Error('no members seeded');
  const projectIds = [project.id];
  for (let index = 2; index <= projectCount; index += 1) {
    const more = await createProject(db, workspace, owner, {
      name: `Bench ${String(index)}`,
      identifier: `BEN${String(index)}`,
    });
    for (const member of members) await addProjectMember(db, more, member, ROLE.member);
    projectIds.push(more.id);
  }
  const perProject = Math.floor(itemCount / projectCount);
  for (const projectId of projectIds)
    await insertWorkItems(db, {
      workspaceId: workspace.id,
      projectId,
      ownerId: owner.id,
      itemCount: perProject,
    });

  const ws = workspace.id;
  const me = reader.id;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.29)`);
    await tx.execute(sql`
      update work_items set created_by_id = ${me}, updated_by_id = ${me}
      where workspace_id = ${ws} and sequence_id % 10 = 3`);
    await tx.execute(sql`
      insert into stickies (workspace_id, owner_id, name, description_html, description_stripped,
        background_color, sort_order, created_at, updated_at, created_by_id, updated_by_id)
      select ${ws}, ${me}, null,
        '<p>Sticky ' || g || ': remember the release notes</p><ul><li>check the deploy</li></ul>',
        'Sticky ' || g || ': remember the release notes check the deploy',
        (array['gray', 'peach', 'pink', 'orange', 'green', 'light-blue'])[1 + g % 6],
        g * 10000, now() - (${stickyCount} - g) * interval '1 hour',
        now() - (${stickyCount} - g) * interval '1 hour', ${me}, ${me}
      from generate_series(1, ${stickyCount}) g`);
    await tx.execute(sql`
      insert into quick_links (workspace_id, owner_id, title, url, created_by_id, updated_by_id)
      select ${ws}, ${me}, 'Link ' || g, 'https://example' || g || '.test/docs', ${me}, ${me}
      from generate_series(1, 6) g`);
    await tx.execute(sql`
      insert into recent_visits (workspace_id, user_id, entity_name, entity_identifier,
        project_id, visited_at, created_by_id, updated_by_id)
      select ${ws}, ${me}, 'issue', wi.id, wi.project_id,
        now() - row_number() over (order by wi.id) * interval '37 minutes', ${me}, ${me}
      from (select id, project_id from work_items where workspace_id = ${ws}
            order by random() limit 20) wi`);
    await tx.execute(sql`
      insert into recent_visits (workspace_id, user_id, entity_name, entity_identifier,
        project_id, visited_at, created_by_id, updated_by_id)
      select ${ws}, ${me}, 'project', p.id, p.id,
        now() - row_number() over (order by p.id) * interval '3 hours', ${me}, ${me}
      from (select id from projects where workspace_id = ${ws} order by random() limit 5) p`);
    await tx.execute(sql`
      insert into user_favorites (workspace_id, user_id, entity_type, name, is_folder, sequence)
      values (${ws}, ${me}, 'folder', 'Current work', true, 10000)`);
    await tx.execute(sql`
      insert into user_favorites (workspace_id, user_id, entity_type, entity_identifier,
        project_id, parent_id, sequence)
      select ${ws}, ${me}, 'project', p.id, p.id,
        case when p.n <= 2 then (select id from user_favorites
          where user_id = ${me} and workspace_id = ${ws} and is_folder) end,
        (p.n + 1) * 10000
      from (select id, row_number() over (order by created_at, id) n from projects
            where workspace_id = ${ws}) p
      where p.n <= 5`);
  });
  for (const table of [
    'work_items',
    'work_item_labels',
    'work_item_assignees',
    'labels',
    'projects',
    'project_members',
    'stickies',
    'quick_links',
    'recent_visits',
    'user_favorites',
  ])
    await db.execute(sql.raw(`vacuum analyze ${table}`));

  const counts = await db.execute<{ assigned: number; created: number }>(sql`
    select
      (select count(*)::int from work_item_assignees a join work_items wi on wi.id = a.work_item_id
        where a.assignee_id = ${me} and wi.workspace_id = ${ws}) as assigned,
      (select count(*)::int from work_items where created_by_id = ${me} and workspace_id = ${ws})
        as created`);
  const { cookie } = await signIn(db, me);
  return {
    workspaceId: ws,
    workspaceSlug: workspace.slug,
    projectIds,
    userId: me,
    cookie,
    assignedCount: counts.rows[0]?.assigned ?? 0,
    createdCount: counts.rows[0]?.created ?? 0,
  };
}
