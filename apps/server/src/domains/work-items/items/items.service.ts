import { randomUUID } from 'node:crypto';
import {
  AppError,
  ROLE,
  type CreateWorkItemBody,
  type UpdateWorkItemBody,
  type WorkItem,
  type WorkItemDetail,
  type WorkItemExpansion,
  canDeleteWorkItem,
  nextCompletedAt,
  sortOrderAfterLast,
} from '@keel/core';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { workItems } from '#server/db/schema';
import { isUniqueViolation } from '#server/db/unique-violation';
import type { Executor } from '#server/db/executor';
import type { Actor } from '../kernel/actor';
import { loadVisibleWorkItem, loadVisibleWorkItems } from '../kernel/loading';
import { asStateGroup, presentWorkItem, presentWorkItemDetail } from '../kernel/present';
import { cleanDescription } from '../kernel/description';
import {
  type TrackedValues,
  activityBase,
  diffActivities,
  newcomers,
  subItemActivities,
} from '../kernel/activity';
import { loadExpansions, presentExpansions } from './expand';
import { recordDescriptionVersion } from '../description-versions/description-versions.service';
import { checkMayEdit, ownershipOf, viewerOf } from '../kernel/visibility';
import { checkDates, checkReferences } from '../kernel/references';
import {
  type WorkItemInsert,
  type WorkItemRecord,
  addSubscribers,
  insertActivities,
  insertWorkItem,
  lastSortOrder,
  replaceAssignees,
  replaceLabels,
  updateWorkItemRow,
} from '../kernel/work-items.queries';
import { defaultState } from '../kernel/references.queries';
import { changeItemsModules, setItemsCycle } from '../kernel/memberships';
import type { Transaction } from '#server/db/executor';

/**
 * Sets the cycle and modules a create or edit names, through the membership kernel (which checks
 * them and writes their activity rows). Guests, who may edit their own items, may not change them.
 */
async function applyMemberships(
  tx: Transaction,
  actor: Actor,
  body: UpdateWorkItemBody,
  current: { id: string; cycleId: string | null; moduleIds: string[] },
): Promise<void> {
  const { id, moduleIds } = current;
  const cycleId =
    body.cycle_id !== undefined && body.cycle_id !== current.cycleId ? body.cycle_id : undefined;
  const add = body.module_ids?.filter((each) => !moduleIds.includes(each)) ?? [];
  const remove = body.module_ids
    ? moduleIds.filter((each) => !body.module_ids?.includes(each))
    : [];
  const changes = cycleId !== undefined || add.length > 0 || remove.length > 0;
  if (changes && actor.role < ROLE.member) throw new AppError('FORBIDDEN');
  if (cycleId !== undefined) await setItemsCycle(tx, actor, [id], cycleId);
  if (add.length > 0 || remove.length > 0)
    await changeItemsModules(tx, actor, { itemIds: [id], add, remove });
}

function tracked(record: WorkItemRecord): TrackedValues {
  return { item: record.item, labelIds: record.labelIds, assigneeIds: record.assigneeIds };
}

/** Column values of a create or edit body (ids renamed to their columns, description cleaned). */
function columnsOf(body: UpdateWorkItemBody): Partial<WorkItemInsert> {
  const columns: Partial<WorkItemInsert> = {};
  if (body.name !== undefined) columns.name = body.name;
  if (body.description_html !== undefined) {
    const { html, stripped } = cleanDescription(body.description_html);
    columns.description_html = html;
    columns.description_stripped = stripped;
  }
  if (body.priority !== undefined) columns.priority = body.priority;
  if (body.state_id !== undefined) columns.state_id = body.state_id;
  if (body.parent_id !== undefined) columns.parent_id = body.parent_id;
  if (body.estimate_point !== undefined) columns.estimate_point_id = body.estimate_point;
  if (body.start_date !== undefined) columns.start_date = body.start_date;
  if (body.target_date !== undefined) columns.target_date = body.target_date;
  if (body.sort_order !== undefined) columns.sort_order = body.sort_order;
  if (body.type_id !== undefined) columns.type_id = body.type_id;
  if (body.is_draft !== undefined) columns.is_draft = body.is_draft;
  if (body.shop !== undefined) columns.shop_id = body.shop;
  if (body.shops !== undefined) columns.shop_ids = body.shops;
  if (body.customer !== undefined) columns.customer_id = body.customer;
  if (body.customers !== undefined) columns.customer_ids = body.customers;
  if (body.budget_source !== undefined) columns.budget_source = body.budget_source;
  if (body.budget_source_display !== undefined)
    columns.budget_source_display = body.budget_source_display;
  if (body.is_revision !== undefined) columns.is_revision = body.is_revision;
  return columns;
}

/**
 * What an importer (`/api/v1/`) may set beyond a body: where the item came from and, for
 * backdated imports, when and by whom it was created. The caller decides who may backdate.
 */
export interface ImportedFields {
  externalId?: string | null;
  externalSource?: string | null;
  createdAt?: Date;
  createdById?: string;
}

function importedColumns(imported: ImportedFields | undefined): Partial<WorkItemInsert> {
  const columns: Partial<WorkItemInsert> = {};
  if (imported?.externalId !== undefined) columns.external_id = imported.externalId;
  if (imported?.externalSource !== undefined) columns.external_source = imported.externalSource;
  return columns;
}

/**
 * Writes a new work item inside the caller's transaction: numbered with the project's next
 * sequence id, in the given state or the project's default one, at the end of its state's order,
 * with its labels and assignees (the project's default assignee when none is given), its creator
 * and assignees subscribed, and a 'created' activity (and a `sub_issue` one on its parent). An
 * intake request passes its triage state, which no body may name.
 */
export async function writeNewWorkItem(
  tx: Transaction,
  actor: Actor,
  body: CreateWorkItemBody,
  options: { id: string; state?: { id: string; group: string }; imported?: ImportedFields },
): Promise<void> {
  const { project } = actor;
  const { id } = options;
  const { stateGroup: namedGroup } = await checkReferences(
    tx,
    { projectId: project.id, budgetSourceOptions: project.budget_source_options },
    body,
  );
  checkDates(body.start_date ?? null, body.target_date ?? null);
  const state =
    options.state ??
    (body.state_id
      ? { id: body.state_id, group: namedGroup ?? null }
      : ((await defaultState(tx, project.id)) ?? { id: null, group: null }));
  const now = new Date();
  const sortOrder =
    body.sort_order ?? sortOrderAfterLast(await lastSortOrder(tx, project.id, state.id));
  // The item's links go in first (their foreign keys are checked at commit) and the item last,
  // so that the project's sequence counter stays locked for as short a time as possible.
  const ref = { id, workspaceId: project.workspace_id, projectId: project.id };
  await replaceLabels(tx, ref, body.label_ids ?? []);
  const assignees =
    body.assignee_ids ?? (project.default_assignee_id ? [project.default_assignee_id] : []);
  await replaceAssignees(tx, ref, assignees);
  await addSubscribers(tx, ref, [actor.userId, ...assignees]);
  const base = activityBase(actor, id, now);
  await insertActivities(tx, [
    { ...base, verb: 'created', comment: 'created the work item' },
    // A sub-item created under its parent shows in the parent's history (drafts stay private).
    ...(body.is_draft === true
      ? []
      : subItemActivities({
          base,
          childId: id,
          oldParentId: null,
          newParentId: body.parent_id ?? null,
        })),
  ]);
  const { imported } = options;
  await insertWorkItem(tx, {
    ...columnsOf(body),
    ...importedColumns(imported),
    ...(imported?.createdAt ? { created_at: imported.createdAt } : {}),
    id,
    name: body.name,
    workspace_id: project.workspace_id,
    project_id: project.id,
    state_id: state.id,
    sort_order: sortOrder,
    completed_at: nextCompletedAt(asStateGroup(state.group), null, now),
    created_by_id: imported?.createdById ?? actor.userId,
    updated_by_id: actor.userId,
  });
  await applyMemberships(tx, actor, body, { id, cycleId: null, moduleIds: [] });
}

/**
 * Creates a work item in one transaction (writeNewWorkItem) and answers it as lists show it.
 * `imported` carries an importer's external ids and backdating (see ImportedFields).
 */
export async function createWorkItem(options: {
  db: Database;
  actor: Actor;
  body: CreateWorkItemBody;
  imported?: ImportedFields;
}): Promise<WorkItem> {
  const { db, actor, imported } = options;
  const { id: chosenId, ...body } = options.body;
  if (chosenId !== undefined) {
    const replayed = await replayedCreate(db, actor, chosenId);
    if (replayed) return replayed;
  }
  const id = chosenId ?? randomUUID();
  try {
    await db.transaction(async (tx) => {
      await writeNewWorkItem(tx, actor, body, { id, imported });
    });
  } catch (error) {
    // The same create arriving twice at once: the second finds the first's item.
    const replayed =
      chosenId !== undefined && isUniqueViolation(error)
        ? await replayedCreate(db, actor, chosenId)
        : null;
    if (replayed) return replayed;
    throw error;
  }
  return presentWorkItem(await loadVisibleWorkItem(db, actor, id));
}

/**
 * A create naming an id that is taken: the caller's own create of that id in this project
 * arriving again (an offline queue replaying a create whose answer was lost) answers the item as
 * it is now (missing if it was deleted since); any other use of the id is refused. Null when the
 * id is free.
 */
async function replayedCreate(db: Database, actor: Actor, id: string): Promise<WorkItem | null> {
  const [taken] = await db
    .select({ projectId: workItems.project_id, createdBy: workItems.created_by_id })
    .from(workItems)
    .where(eq(workItems.id, id));
  if (!taken) return null;
  if (taken.projectId !== actor.project.id || taken.createdBy !== actor.userId)
    throw new AppError('WORK_ITEM_ID_TAKEN', { field: 'id' });
  return presentWorkItem(await loadVisibleWorkItem(db, actor, id));
}

/**
 * A work item's detail with the expansions asked for; an expanded parent the actor may not see
 * (a guest limited to their own items) is answered as null, like a missing one.
 */
export async function getWorkItem(options: {
  db: Executor;
  actor: Actor;
  id: string;
  expand?: WorkItemExpansion[];
}): Promise<WorkItemDetail> {
  const { db, actor, expand = [] } = options;
  const record = await loadVisibleWorkItem(db, actor, options.id);
  const parentId = expand.includes('parent') ? record.item.parent_id : null;
  const [parent] = parentId ? await loadVisibleWorkItems(db, actor, [parentId]) : [];
  return {
    ...presentWorkItemDetail(record),
    ...presentExpansions(expand, parent ? presentWorkItem(parent) : null),
    ...(await loadExpansions(
      db,
      {
        workspaceId: actor.project.workspace_id,
        projectId: actor.project.id,
        workItemId: record.item.id,
      },
      expand,
    )),
  };
}

/**
 * Applies a partial edit inside the caller's transaction, keeping completed_at in step with the
 * state group, and records one activity row per change.
 */
export async function writeWorkItemEdit(
  tx: Transaction,
  actor: Actor,
  id: string,
  body: UpdateWorkItemBody,
  imported?: Pick<ImportedFields, 'externalId' | 'externalSource'>,
): Promise<void> {
  const { project } = actor;
  const before = await loadVisibleWorkItem(tx, actor, id);
  checkMayEdit(actor, before.item);
  const { stateGroup } = await checkReferences(
    tx,
    { projectId: project.id, budgetSourceOptions: project.budget_source_options, itemId: id },
    body,
  );
  checkDates(
    body.start_date !== undefined ? body.start_date : before.item.start_date,
    body.target_date !== undefined ? body.target_date : before.item.target_date,
  );
  const now = new Date();
  const columns = { ...columnsOf(body), ...importedColumns(imported) };
  if (body.state_id !== undefined && body.state_id !== before.item.state_id)
    columns.completed_at = nextCompletedAt(
      asStateGroup(stateGroup ?? null),
      before.item.completed_at,
      now,
    );
  await updateWorkItemRow(tx, id, { ...columns, updated_by_id: actor.userId, updated_at: now });
  const ref = { id, workspaceId: project.workspace_id, projectId: project.id };
  if (body.label_ids !== undefined) await replaceLabels(tx, ref, body.label_ids);
  if (body.assignee_ids !== undefined) {
    await replaceAssignees(tx, ref, body.assignee_ids);
    await addSubscribers(tx, ref, newcomers(body.assignee_ids, before.assigneeIds));
  }
  await applyMemberships(tx, actor, body, {
    id,
    cycleId: before.item.cycle_id,
    moduleIds: before.moduleIds,
  });
  const after = await loadVisibleWorkItem(tx, actor, id);
  await insertActivities(
    tx,
    diffActivities(tracked(before), tracked(after), activityBase(actor, id, now)),
  );
  if (after.item.description_html !== before.item.description_html)
    await recordDescriptionVersion(tx, {
      actor,
      workItemId: id,
      html: after.item.description_html,
      stripped: after.item.description_stripped,
      now,
    });
}

/** Applies a partial edit in one transaction (writeWorkItemEdit); `imported` as there. */
export async function updateWorkItem(options: {
  db: Database;
  actor: Actor;
  id: string;
  body: UpdateWorkItemBody;
  imported?: Pick<ImportedFields, 'externalId' | 'externalSource'>;
}): Promise<void> {
  const { db, actor, id, body, imported } = options;
  await db.transaction(async (tx) => {
    await writeWorkItemEdit(tx, actor, id, body, imported);
  });
}

/** Soft-deletes a work item: project admins and its creator may (Plane). Its number stays taken. */
export async function deleteWorkItem(options: {
  db: Database;
  actor: Actor;
  id: string;
}): Promise<void> {
  const { db, actor, id } = options;
  await db.transaction(async (tx) => {
    const record = await loadVisibleWorkItem(tx, actor, id);
    if (!canDeleteWorkItem(viewerOf(actor), ownershipOf(record.item)))
      throw new AppError('FORBIDDEN');
    const now = new Date();
    await updateWorkItemRow(tx, id, { deleted_at: now, updated_by_id: actor.userId });
    await insertActivities(tx, [
      { ...activityBase(actor, id, now), verb: 'deleted', comment: 'deleted the work item' },
    ]);
  });
}
