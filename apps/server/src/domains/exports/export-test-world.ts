import { ROLE } from '@keel/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  cycles,
  estimatePoints,
  estimates,
  labels,
  moduleWorkItems,
  modules,
  projectCustomers,
  projectShops,
  states,
  users,
  workItemAssignees,
  workItemLabels,
  workItems,
} from '#server/db/schema';
import {
  addProjectMember,
  addWorkspaceMember,
  createProject,
  createUser,
  signIn,
} from '#server/test/factories';
import { createProjectTeam } from '#server/test/project-team';

/** A description with everything CSV must escape: a comma, quotes and a line break. */
export const TRICKY_TEXT = 'Fix "login", then\nretry';

/**
 * The exports tests' world: the project team (admin, member, guest, non-member, outsider) of
 * `createProjectTeam`, a second project only the admin is in, a member who is a guest of the
 * first project, and work items: in the first project WEB-1 (every field set, tricky text),
 * WEB-2 (its child, archived), a draft, a deleted one and one in triage (never exported); in the
 * second, one item.
 */
export async function exportWorld(db: Database) {
  const team = await createProjectTeam(db);
  const { workspace, project } = team;
  const admin = team.admin.user;
  await db.update(users).set({ display_name: 'Ada' }).where(eq(users.id, admin.id));
  await db.update(users).set({ display_name: 'Bob' }).where(eq(users.id, team.member.user.id));
  const other = await createProject(db, workspace, admin, { name: 'Zeta', identifier: 'ZETA' });
  const projectGuest = await createUser(db);
  await addWorkspaceMember(db, workspace, projectGuest, ROLE.member);
  await addProjectMember(db, project, projectGuest, ROLE.guest);

  const ids = { workspace_id: workspace.id, project_id: project.id };
  const stateRows = await db.select().from(states).where(eq(states.project_id, project.id));
  const started = stateRows.find((row) => row.group === 'started');
  if (!started) throw new Error('no started state');
  const triage = stateRows.find((row) => row.is_triage);
  const [label] = await db
    .insert(labels)
    .values({ ...ids, name: 'Bug' })
    .returning();
  const [label2] = await db
    .insert(labels)
    .values({ ...ids, name: 'API' })
    .returning();
  const [cycle] = await db
    .insert(cycles)
    .values({ ...ids, name: 'Sprint 1' })
    .returning();
  const [module] = await db
    .insert(modules)
    .values({ ...ids, name: 'Auth' })
    .returning();
  const [estimate] = await db
    .insert(estimates)
    .values({ ...ids, name: 'Points', type: 'points', last_used: true })
    .returning();
  if (!estimate || !label || !label2 || !cycle || !module || !triage) throw new Error('seed');
  const [point] = await db
    .insert(estimatePoints)
    .values({ ...ids, estimate_id: estimate.id, key: 1, value: '3' })
    .returning();
  const [shop1] = await db
    .insert(projectShops)
    .values({ ...ids, name: 'Berlin' })
    .returning();
  const [shop2] = await db
    .insert(projectShops)
    .values({ ...ids, name: 'Paris' })
    .returning();
  const [customer] = await db
    .insert(projectCustomers)
    .values({ ...ids, name: 'ACME, Inc.' })
    .returning();
  if (!point || !shop1 || !shop2 || !customer) throw new Error('seed');

  await db.execute(
    sql`update projects set identifier = 'WEB', name = 'Web' where id = ${project.id}`,
  );
  const [parent] = await db
    .insert(workItems)
    .values({
      ...ids,
      sequence_id: 1,
      name: 'Login, "fast"',
      description_stripped: TRICKY_TEXT,
      priority: 'high',
      state_id: started.id,
      estimate_point_id: point.id,
      start_date: '2026-03-01',
      target_date: '2026-03-15',
      cycle_id: cycle.id,
      shop_id: shop1.id,
      shop_ids: [shop1.id, shop2.id],
      customer_id: customer.id,
      customer_ids: [customer.id],
      budget_source: 'Capex',
      budget_source_display: 'Capital expenses',
      is_revision: true,
      created_by_id: admin.id,
    })
    .returning();
  if (!parent) throw new Error('seed');
  await db.insert(workItems).values([
    {
      ...ids,
      sequence_id: 2,
      name: '=SUM(A1)',
      parent_id: parent.id,
      archived_at: new Date(),
      created_by_id: admin.id,
    },
    { ...ids, sequence_id: 3, name: 'Draft', is_draft: true },
    { ...ids, sequence_id: 4, name: 'Deleted', deleted_at: new Date() },
    { ...ids, sequence_id: 5, name: 'Request', state_id: triage.id },
  ]);
  await db.insert(workItems).values({
    workspace_id: workspace.id,
    project_id: other.id,
    sequence_id: 1,
    name: 'Secret plan',
    created_by_id: admin.id,
  });
  await db.insert(workItemAssignees).values([
    { ...ids, work_item_id: parent.id, assignee_id: admin.id },
    { ...ids, work_item_id: parent.id, assignee_id: team.member.user.id },
  ]);
  await db.insert(workItemLabels).values([
    { ...ids, work_item_id: parent.id, label_id: label.id },
    { ...ids, work_item_id: parent.id, label_id: label2.id },
  ]);
  await db
    .insert(moduleWorkItems)
    .values({ ...ids, module_id: module.id, work_item_id: parent.id });
  const [check] = await db
    .select({ id: workItems.id })
    .from(workItems)
    .where(and(eq(workItems.project_id, project.id), eq(workItems.sequence_id, 1)));
  if (!check) throw new Error('seed');
  return {
    ...team,
    other,
    projectGuest: { user: projectGuest, ...(await signIn(db, projectGuest.id)) },
    base: `/api/workspaces/${workspace.slug}/export-issues/`,
  };
}
