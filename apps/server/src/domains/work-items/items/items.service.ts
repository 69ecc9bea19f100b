import { randomUUID } from 'node:crypto';
import {
  AppError,
  type CreateWorkItemBody,
  type Role,
  type StateGroup,
  STATE_GROUPS,
  type UpdateWorkItemBody,
  type WorkItem,
  type WorkItemDetail,
  type WorkItemExpansion,
  canDeleteWorkItem,
  canEditWorkItem,
  canSeeWorkItem,
  isUuid,
  nextCompletedAt,
  parseWorkItemKey,
  seesAllWorkItems,
  sortOrderAfterLast,
} from '@keel/core';
import type { Database } from '../../../db/client';
import type { Executor } from '../../../db/executor';
import type { ProjectRow } from '../../../plugins/access';
import { cleanDescription } from '../kernel/description';
import {
  type TrackedValues,
  activityBase,
  diffActivities,
  subItemActivities,
} from '../kernel/activity';
import { loadExpansions, presentExpansions } from './expand';
import { recordDescriptionVersion } from '../description-versions/description-versions.service';
import { ownershipOf, viewerOf } from '../kernel/visibility';
import { checkDates, checkReferences } from '../kernel/references';
import {
  type ListedWorkItemRecord,
  type WorkItemInsert,
  type WorkItemRecord,
  addSubscribers,
  findByKey,
  insertActivities,
  insertWorkItem,
  lastSortOrder,
  loadWorkItems,
  replaceAssignees,
  replaceLabels,
  updateWorkItemRow,
} from '../kernel/work-items.queries';
import { defaultState } from '../kernel/references.queries';

/** A state's group as the known union; null for no state (or a group this code does not know). */
export function asStateGroup(group: string | null): StateGroup | null {
  return STATE_GROUPS.find((known) => known === group) ?? null;
}

/** The list shape of a work item (Plane's list serializer plus the business fields). */
export function presentWorkItem(record: ListedWorkItemRecord): WorkItem {
  const { item } = record;
  return {
    id: item.id,
    name: item.name,
    sequence_id: item.sequence_id,
    project_id: item.project_id,
    workspace_id: item.workspace_id,
    state_id: item.state_id,
    state__group: record.stateGroup,
    priority: item.priority as WorkItem['priority'],
    sort_order: item.sort_order,
    parent_id: item.parent_id,
    estimate_point: item.estimate_point_id,
    start_date: item.start_date,
    target_date: item.target_date,
    completed_at: item.completed_at?.toISOString() ?? null,
    archived_at: item.archived_at?.toISOString() ?? null,
    is_draft: item.is_draft,
    is_epic: item.is_epic,
    type_id: item.type_id,
    label_ids: record.labelIds,
    assignee_ids: record.assigneeIds,
    // Cycles and modules have no tables yet; their issues add them here.
    module_ids: [],
    cycle_id: null,
    sub_issues_count: record.subIssuesCount,
    attachment_count: record.attachmentCount,
    link_count: record.linkCount,
    is_subscribed: record.isSubscribed,
    shop: item.shop_id,
    shops: item.shop_ids,
    customer: item.customer_id,
    customers: item.customer_ids,
    budget_source: item.budget_source,
    budget_source_display: item.budget_source_display,
    budget_source_options: record.budgetSourceOptions,
    is_revision: item.is_revision,
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
    created_by: item.created_by_id,
    updated_by: item.updated_by_id,
  };
}

export function presentWorkItemDetail(record: WorkItemRecord): WorkItemDetail {
  return {
    ...presentWorkItem(record),
    description_html: record.item.description_html,
    description_stripped: record.item.description_stripped,
    project_identifier: record.projectIdentifier,
  };
}

/** Who is acting, in which project, with which project role (workspace admins act as admins). */
export interface Actor {
  userId: string;
  role: Role;
  project: ProjectRow;
}

/** Whether the actor may see the item (core canSeeWorkItem: guests' limits, drafts). */
function canSee(actor: Actor, item: WorkItemRecord['item']): boolean {
  return canSeeWorkItem(viewerOf(actor), ownershipOf(item));
}

async function loadOne(db: Executor, actor: Actor, id: string): Promise<WorkItemRecord> {
  const [record] = isUuid(id)
    ? await loadWorkItems(db, { projectId: actor.project.id, ids: [id], userId: actor.userId })
    : [];
  if (!record || !canSee(actor, record.item)) throw new AppError('ISSUE_NOT_FOUND');
  return record;
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
 * The assignees in `next` that `current` lacks: only they are subscribed, so that an assignee who
 * unsubscribed stays unsubscribed through later edits (Plane).
 */
export function newcomers(next: string[], current: string[]): string[] {
  return next.filter((id) => !current.includes(id));
}

/**
 * Creates a work item in one transaction: numbered with the project's next sequence id, in the
 * given state or the project's default one, at the end of its state's order, with its labels and
 * assignees (the project's default assignee when none is given), its creator and assignees
 * subscribed, and a 'created' activity (and a `sub_issue` one on its parent).
 */
export async function createWorkItem(options: {
  db: Database;
  actor: Actor;
  body: CreateWorkItemBody;
}): Promise<WorkItem> {
  const { db, actor, body } = options;
  const { project } = actor;
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const { stateGroup: namedGroup } = await checkReferences(
      tx,
      { projectId: project.id, budgetSourceOptions: project.budget_source_options },
      body,
    );
    checkDates(body.start_date ?? null, body.target_date ?? null);
    const state = body.state_id
      ? { id: body.state_id, group: namedGroup ?? null }
      : ((await defaultState(tx, project.id)) ?? { id: null, group: null });
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
    await insertWorkItem(tx, {
      ...columnsOf(body),
      id,
      name: body.name,
      workspace_id: project.workspace_id,
      project_id: project.id,
      state_id: state.id,
      sort_order: sortOrder,
      completed_at: nextCompletedAt(asStateGroup(state.group), null, now),
      created_by_id: actor.userId,
      updated_by_id: actor.userId,
    });
  });
  return presentWorkItem(await loadOne(db, actor, id));
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
  const record = await loadOne(db, actor, options.id);
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

/** Members and admins edit any work item; a guest only the ones they created (Plane). */
function checkMayEdit(actor: Actor, item: WorkItemRecord['item']): void {
  if (canEditWorkItem(viewerOf(actor), ownershipOf(item))) return;
  throw new AppError('FORBIDDEN');
}

/**
 * Applies a partial edit in one transaction, keeping completed_at in step with the state group,
 * and records one activity row per change.
 */
export async function updateWorkItem(options: {
  db: Database;
  actor: Actor;
  id: string;
  body: UpdateWorkItemBody;
}): Promise<void> {
  const { db, actor, id, body } = options;
  const { project } = actor;
  await db.transaction(async (tx) => {
    const before = await loadOne(tx, actor, id);
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
    const columns = columnsOf(body);
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
    const after = await loadOne(tx, actor, id);
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
    const record = await loadOne(tx, actor, id);
    if (!canDeleteWorkItem(viewerOf(actor), ownershipOf(record.item)))
      throw new AppError('FORBIDDEN');
    const now = new Date();
    await updateWorkItemRow(tx, id, { deleted_at: now, updated_by_id: actor.userId });
    await insertActivities(tx, [
      { ...activityBase(actor, id, now), verb: 'deleted', comment: 'deleted the work item' },
    ]);
  });
}

/** Resolves `WEB-42` in a workspace to its work item's project id and id ('Issue not found'). */
export async function resolveWorkItemKey(options: {
  db: Executor;
  workspaceId: string;
  key: string;
}): Promise<{ id: string; projectId: string }> {
  const parsed = parseWorkItemKey(options.key);
  const found = parsed
    ? await findByKey(options.db, { workspaceId: options.workspaceId, ...parsed })
    : undefined;
  if (!found) throw new AppError('ISSUE_NOT_FOUND');
  return found;
}

/**
 * The creator a list must be limited to for this actor: guests of a project that does not let
 * them see every item see only their own (the list form of canSee); undefined when unlimited.
 */
export function visibleCreatorOf(actor: Actor): string | undefined {
  return seesAllWorkItems(actor.role, actor.project.guest_view_all_features)
    ? undefined
    : actor.userId;
}

/**
 * Live work items of the actor's project by id, in the order of `ids`; ids that are not uuids,
 * not in the project, deleted, or hidden from the actor are left out.
 */
export async function loadVisibleWorkItems(
  db: Executor,
  actor: Actor,
  ids: string[],
): Promise<WorkItemRecord[]> {
  const records = await loadWorkItems(db, {
    projectId: actor.project.id,
    ids: ids.filter((id) => isUuid(id)),
    userId: actor.userId,
  });
  const byId = new Map(records.map((record) => [record.item.id, record]));
  return ids.flatMap((id) => {
    const record = byId.get(id);
    return record && canSee(actor, record.item) ? [record] : [];
  });
}
