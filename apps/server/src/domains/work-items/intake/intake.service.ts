import { randomUUID } from 'node:crypto';
import {
  AppError,
  type CreateIntakeItemBody,
  CursorError,
  INTAKE_ORDER_BY_DEFAULT,
  INTAKE_PAGE_SIZE,
  INTAKE_STATUS,
  INTAKE_STATUS_ACTIVITY_NAMES,
  type Intake,
  type IntakeItem,
  type IntakeItemDetail,
  type IntakeItemPage,
  type IntakeListQuery,
  type IntakeStatus,
  PRIORITIES,
  type Priority,
  ROLE,
  type UpdateIntakeItemBody,
  type UpdateWorkItemBody,
  isIntakeStatus,
  isUuid,
  parseCursor,
  shownIntakeStatus,
} from '@keel/core';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor, Transaction } from '#server/db/executor';
import { intakeItems } from '#server/db/schema';
import type { Actor } from '../kernel/actor';
import { activityBase } from '../kernel/activity';
import { defaultState, workItemInProject } from '../kernel/references.queries';
import { insertActivities, updateWorkItemRow } from '../kernel/work-items.queries';
import { getWorkItem, writeNewWorkItem, writeWorkItemEdit } from '../items/items.service';
import {
  type IntakeListRow,
  intakeListWhere,
  selectIntakeItem,
  selectIntakePage,
  triageState,
} from './intake.queries';

function refused(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', { message: `${field}: ${message}`, field });
}

/** The project's intake, or 'Not found' when its intake feature is off. */
function checkIntakeOn(actor: Actor): void {
  if (!actor.project.inbox_view) throw new AppError('NOT_FOUND');
}

/** Guests see the requests they made, nobody else's (spec §7). */
function onlyCreatedBy(actor: Actor): string | null {
  return actor.role < ROLE.member ? actor.userId : null;
}

function asPriority(value: string): Priority {
  return (PRIORITIES as readonly string[]).includes(value) ? (value as Priority) : 'none';
}

function iso(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}

export function presentIntakeItem(row: IntakeListRow, now: Date): IntakeItem {
  const { intake, item } = row;
  const status = isIntakeStatus(intake.status) ? intake.status : INTAKE_STATUS.pending;
  const snoozedTill = iso(intake.snoozed_till);
  return {
    id: intake.id,
    status: shownIntakeStatus(status, snoozedTill, now),
    snoozed_till: snoozedTill,
    duplicate_to: intake.duplicate_to_id,
    duplicate_issue_detail:
      row.duplicate.id !== null &&
      row.duplicate.name !== null &&
      row.duplicate.sequence_id !== null &&
      row.duplicate.project_id !== null
        ? {
            id: row.duplicate.id,
            name: row.duplicate.name,
            sequence_id: row.duplicate.sequence_id,
            project_id: row.duplicate.project_id,
          }
        : null,
    source: intake.source,
    source_email: intake.source_email,
    issue: {
      id: item.id,
      name: item.name,
      priority: asPriority(item.priority),
      sequence_id: item.sequence_id,
      project_id: item.project_id,
      state_id: item.state_id,
      created_at: item.created_at.toISOString(),
      updated_at: item.updated_at.toISOString(),
      label_ids: row.labelIds,
      assignee_ids: row.assigneeIds,
      created_by: item.created_by_id,
      description_html: item.description_html,
    },
    created_by: intake.created_by_id,
    created_at: intake.created_at.toISOString(),
    updated_at: intake.updated_at.toISOString(),
  };
}

/** One request the actor may see, or 'Not found'. */
async function loadVisible(db: Executor, actor: Actor, id: string): Promise<IntakeListRow> {
  const row = isUuid(id) ? await selectIntakeItem(db, actor.project.id, id) : undefined;
  const only = onlyCreatedBy(actor);
  if (!row || (only !== null && row.intake.created_by_id !== only)) throw new AppError('NOT_FOUND');
  return row;
}

/** The pages of a project's intake (Plane's paginator: perPage:page:offset, spec §9). */
export async function listIntakeItems(options: {
  db: Database;
  actor: Actor;
  query: IntakeListQuery;
  /** The largest page asked for (the app's 100 unless given: v1 pages hold up to 1000). */
  maxPerPage?: number;
}): Promise<IntakeItemPage> {
  const { db, actor, query, maxPerPage = 100 } = options;
  checkIntakeOn(actor);
  let cursor;
  try {
    cursor = query.cursor ? parseCursor(query.cursor) : undefined;
  } catch (error) {
    if (error instanceof CursorError) throw new AppError('INVALID_CURSOR', { field: 'cursor' });
    throw error;
  }
  const perPage = Math.min(cursor?.perPage ?? query.per_page ?? INTAKE_PAGE_SIZE, maxPerPage);
  const page = cursor?.page ?? 0;
  const now = new Date();
  const { rows, total } = await selectIntakePage(db, {
    where: intakeListWhere({
      projectId: actor.project.id,
      query,
      onlyCreatedBy: onlyCreatedBy(actor),
      now,
    }),
    orderBy: query.order_by ?? INTAKE_ORDER_BY_DEFAULT,
    limit: perPage,
    offset: page * perPage,
  });
  const hasNext = (page + 1) * perPage < total;
  const size = String(perPage);
  return {
    results: rows.map((row) => presentIntakeItem(row, now)),
    next_cursor: `${size}:${String(page + 1)}:0`,
    prev_cursor: `${size}:${String(Math.max(page - 1, 0))}:0`,
    next_page_results: hasNext,
    prev_page_results: page > 0,
    count: rows.length,
    total_pages: Math.ceil(total / perPage),
    total_results: total,
    extra_stats: null,
  };
}

/** The project's intake as Plane lists it, with how many requests wait in it. */
export async function describeIntake(options: { db: Database; actor: Actor }): Promise<Intake[]> {
  const { db, actor } = options;
  checkIntakeOn(actor);
  const { total } = await selectIntakePage(db, {
    where: intakeListWhere({
      projectId: actor.project.id,
      query: { status: String(INTAKE_STATUS.pending) },
      onlyCreatedBy: onlyCreatedBy(actor),
      now: new Date(),
    }),
    orderBy: INTAKE_ORDER_BY_DEFAULT,
    limit: 1,
    offset: 0,
  });
  return [
    {
      id: actor.project.id,
      name: `${actor.project.name} Intake`,
      description: '',
      is_default: true,
      project: actor.project.id,
      workspace: actor.project.workspace_id,
      pending_issue_count: total,
      view_props: {},
      logo_props: {},
    },
  ];
}

/** A request with its work item's whole detail (and the duplicate's original, if any). */
export async function getIntakeItem(options: {
  db: Database;
  actor: Actor;
  id: string;
}): Promise<IntakeItemDetail> {
  const { db, actor, id } = options;
  checkIntakeOn(actor);
  const row = await loadVisible(db, actor, id);
  return {
    ...presentIntakeItem(row, new Date()),
    issue: await getWorkItem({ db, actor, id: row.item.id }),
  };
}

/**
 * A new request (spec §4): its work item waits in the project's triage state, pending, made in
 * Keel (IN_APP). Any project member may ask, guests included; only members and admins name
 * assignees.
 */
export async function createIntakeItem(options: {
  db: Database;
  actor: Actor;
  body: CreateIntakeItemBody;
  source?: { source: string; email: string | null };
}): Promise<IntakeItem> {
  const { db, actor, body } = options;
  checkIntakeOn(actor);
  const issue = body.issue;
  if (issue.assignee_ids !== undefined && issue.assignee_ids.length > 0 && actor.role < ROLE.member)
    throw new AppError('FORBIDDEN');
  const id = randomUUID();
  const workItemId = randomUUID();
  await db.transaction(async (tx) => {
    const triage = await triageState(tx, actor.project);
    await writeNewWorkItem(
      tx,
      actor,
      {
        name: issue.name,
        ...(issue.description_html !== undefined
          ? { description_html: issue.description_html }
          : {}),
        ...(issue.priority !== undefined ? { priority: issue.priority } : {}),
        label_ids: issue.label_ids ?? [],
        // A request has no default assignee: whoever triages it decides.
        assignee_ids: issue.assignee_ids ?? [],
      },
      { id: workItemId, state: triage },
    );
    await tx.insert(intakeItems).values({
      id,
      workspace_id: actor.project.workspace_id,
      project_id: actor.project.id,
      work_item_id: workItemId,
      status: INTAKE_STATUS.pending,
      source: options.source?.source ?? 'IN_APP',
      source_email: options.source?.email ?? null,
      created_by_id: actor.userId,
      updated_by_id: actor.userId,
    });
  });
  const row = await selectIntakeItem(db, actor.project.id, id);
  if (!row) throw new Error('The new intake item could not be read back');
  return presentIntakeItem(row, new Date());
}

/** What a status change writes: the status fields, checked against the rules of spec §4. */
async function nextStatusFields(
  tx: Transaction,
  actor: Actor,
  row: IntakeListRow,
  body: UpdateIntakeItemBody,
  now: Date,
): Promise<{
  status: IntakeStatus;
  snoozed_till: Date | null;
  duplicate_to_id: string | null;
} | null> {
  const touchesStatus =
    body.status !== undefined || body.snoozed_till !== undefined || body.duplicate_to !== undefined;
  if (!touchesStatus) return null;
  if (actor.role < ROLE.member) throw new AppError('FORBIDDEN');
  // A date alone snoozes; clearing it alone gives the request back to the pending list.
  let status: IntakeStatus;
  if (body.status !== undefined && isIntakeStatus(body.status)) status = body.status;
  else if (body.snoozed_till !== undefined)
    status = body.snoozed_till === null ? INTAKE_STATUS.pending : INTAKE_STATUS.snoozed;
  else status = isIntakeStatus(row.intake.status) ? row.intake.status : INTAKE_STATUS.pending;

  let snoozedTill: Date | null = null;
  if (status === INTAKE_STATUS.snoozed) {
    const asked = body.snoozed_till ?? null;
    if (asked === null) throw refused('snoozed_till', 'a date and time is needed to snooze');
    snoozedTill = new Date(asked);
    if (snoozedTill.getTime() <= now.getTime())
      throw refused('snoozed_till', 'must be in the future');
  }

  let duplicateTo: string | null = null;
  if (status === INTAKE_STATUS.duplicate) {
    const asked = body.duplicate_to ?? row.intake.duplicate_to_id;
    if (asked === null) throw refused('duplicate_to', 'the work item it duplicates is needed');
    if (asked === row.item.id || !(await workItemInProject(tx, actor.project.id, asked)))
      throw refused('duplicate_to', 'must be another work item of this project');
    duplicateTo = asked;
  }
  return { status, snoozed_till: snoozedTill, duplicate_to_id: duplicateTo };
}

/**
 * Changes a request (spec §4): its work item's own fields (its author may, guests only the name
 * and description), and its status (members and admins triage). Accepting moves the work item
 * from triage to the project's default state, where lists and boards show it; every status
 * change writes an `intake` activity row. All in one transaction.
 */
export async function updateIntakeItem(options: {
  db: Database;
  actor: Actor;
  id: string;
  body: UpdateIntakeItemBody;
}): Promise<IntakeItem> {
  const { db, actor, id, body } = options;
  checkIntakeOn(actor);
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await loadVisible(tx, actor, id);
    const issue = body.issue;
    if (issue !== undefined) {
      const isGuest = actor.role < ROLE.member;
      const guestMayChange = ['name', 'description_html'];
      if (isGuest && Object.keys(issue).some((field) => !guestMayChange.includes(field)))
        throw new AppError('FORBIDDEN');
      const edit: UpdateWorkItemBody = {};
      if (issue.name !== undefined) edit.name = issue.name;
      if (issue.description_html !== undefined) edit.description_html = issue.description_html;
      if (issue.priority !== undefined) edit.priority = issue.priority;
      if (issue.label_ids !== undefined) edit.label_ids = issue.label_ids;
      if (issue.assignee_ids !== undefined) edit.assignee_ids = issue.assignee_ids;
      if (Object.keys(edit).length > 0) await writeWorkItemEdit(tx, actor, row.item.id, edit);
    }
    const next = await nextStatusFields(tx, actor, row, body, now);
    if (next === null) return;
    const before = shownIntakeStatus(
      isIntakeStatus(row.intake.status) ? row.intake.status : INTAKE_STATUS.pending,
      iso(row.intake.snoozed_till),
      now,
    );
    await tx
      .update(intakeItems)
      .set({ ...next, updated_by_id: actor.userId, updated_at: now })
      .where(eq(intakeItems.id, row.intake.id));
    if (next.status === INTAKE_STATUS.accepted && before !== INTAKE_STATUS.accepted) {
      const target = await defaultState(tx, actor.project.id);
      if (!target)
        throw refused(
          'status',
          'Cannot accept intake issue: No default state found for the project',
        );
      await writeWorkItemEdit(tx, actor, row.item.id, { state_id: target.id });
    } else {
      await updateWorkItemRow(tx, row.item.id, { updated_at: now, updated_by_id: actor.userId });
    }
    if (next.status !== before)
      await insertActivities(tx, [
        {
          ...activityBase(actor, row.item.id, now),
          verb: String(next.status),
          field: 'intake',
          old_value: INTAKE_STATUS_ACTIVITY_NAMES[before],
          new_value: INTAKE_STATUS_ACTIVITY_NAMES[next.status],
          comment: `updated the intake status to ${INTAKE_STATUS_ACTIVITY_NAMES[next.status]}`,
        },
      ]);
  });
  const row = await loadVisible(db, actor, id);
  return presentIntakeItem(row, new Date());
}

/**
 * Removes a request: its author or an admin may. A request not yet accepted takes its work item
 * with it; an accepted one leaves its work item in the project.
 */
export async function deleteIntakeItem(options: {
  db: Database;
  actor: Actor;
  id: string;
}): Promise<void> {
  const { db, actor, id } = options;
  checkIntakeOn(actor);
  await db.transaction(async (tx) => {
    const row = await loadVisible(tx, actor, id);
    if (actor.role < ROLE.admin && row.intake.created_by_id !== actor.userId)
      throw new AppError('FORBIDDEN');
    const now = new Date();
    await tx
      .update(intakeItems)
      .set({ deleted_at: now, updated_by_id: actor.userId })
      .where(eq(intakeItems.id, row.intake.id));
    if (row.intake.status !== INTAKE_STATUS.accepted) {
      await updateWorkItemRow(tx, row.item.id, { deleted_at: now, updated_by_id: actor.userId });
      await insertActivities(tx, [
        {
          ...activityBase(actor, row.item.id, now),
          verb: 'deleted',
          comment: 'deleted the work item',
        },
      ]);
    }
  });
}
