import {
  AppError,
  type CreateWorkItemBody,
  ROLE,
  type UpdateWorkItemBody,
  type V1CreateWorkItemBody,
  type V1UpdateWorkItemBody,
  type V1WorkItem,
  type V1WorkItemExpansion,
} from '@keel/core';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import {
  type ImportedFields,
  activeProjectMemberIds,
  createWorkItem,
  existingLabelIds,
  loadVisibleWorkItem,
  updateWorkItem,
} from '#server/domains/work-items';
import type { ProjectActor } from '#server/plugins/project-actor';
import { findByExternalId, presentV1WorkItems } from './v1-work-items.queries';

/**
 * The app body of a v1 write: v1's names (`state`, `assignees`, `labels`, `parent`) renamed to the
 * app's, and, as Plane's v1 does, assignees who are not active members of the project and labels
 * of other projects silently dropped. Everything else is the app's rules
 * (states, parents and estimate points of other projects, dates out of order: 400).
 */
async function toAppBody(
  db: Executor,
  projectId: string,
  body: V1UpdateWorkItemBody,
): Promise<UpdateWorkItemBody> {
  const app: UpdateWorkItemBody = {};
  if (body.name !== undefined) app.name = body.name;
  if (body.description_html !== undefined) app.description_html = body.description_html;
  if (body.priority !== undefined) app.priority = body.priority;
  if (body.state !== undefined) app.state_id = body.state;
  if (body.parent !== undefined) app.parent_id = body.parent;
  if (body.estimate_point !== undefined) app.estimate_point = body.estimate_point;
  if (body.type_id !== undefined) app.type_id = body.type_id;
  if (body.start_date !== undefined) app.start_date = body.start_date;
  if (body.target_date !== undefined) app.target_date = body.target_date;
  if (body.sort_order !== undefined) app.sort_order = body.sort_order;
  if (body.assignees !== undefined) {
    const ids = body.assignees;
    const members = await activeProjectMemberIds(db, projectId, ids);
    app.assignee_ids = ids.filter((id) => members.has(id));
  }
  if (body.labels !== undefined) {
    const ids = body.labels;
    const found = await existingLabelIds(db, projectId, ids);
    app.label_ids = ids.filter((id) => found.has(id));
  }
  return app;
}

/** The app's names of the fields v1 names otherwise, and v1's names for them. */
const V1_FIELD_NAMES: Readonly<Record<string, string>> = {
  state_id: 'state',
  parent_id: 'parent',
  assignee_ids: 'assignees',
  label_ids: 'labels',
};

/**
 * Runs an app write for a v1 request, so that a refusal names the field as the v1 caller sent it
 * (`state`, not the app's `state_id`), in its `field` and at the head of its message.
 */
async function withV1FieldNames<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'VALIDATION_ERROR' || !error.field)
      throw error;
    const renamed = V1_FIELD_NAMES[error.field];
    if (renamed === undefined) throw error;
    const prefix = `${error.field}: `;
    const message = error.message.startsWith(prefix)
      ? `${renamed}: ${error.message.slice(prefix.length)}`
      : error.message;
    throw new AppError('VALIDATION_ERROR', { message, field: renamed, cause: error });
  }
}

/** One work item of the actor's project in the v1 shape (as the actor may see it). */
export async function getV1WorkItem(options: {
  db: Executor;
  actor: ProjectActor;
  id: string;
  expand?: readonly V1WorkItemExpansion[];
}): Promise<V1WorkItem> {
  const record = await loadVisibleWorkItem(options.db, options.actor, options.id);
  const [item] = await presentV1WorkItems(options.db, [record], options.expand);
  if (!item) throw new Error('work item not presented');
  return item;
}

/**
 * Creates a work item through the app's createWorkItem. Answers `{ conflict }` (the existing
 * item's id) when the project already holds the external_id + external_source named. A
 * workspace admin's created_at/created_by are kept (importers); anyone else's are ignored.
 */
export async function createV1WorkItem(options: {
  db: Database;
  actor: ProjectActor;
  workspaceRole: number;
  body: V1CreateWorkItemBody;
}): Promise<{ created: V1WorkItem } | { conflict: string }> {
  const { db, actor, body } = options;
  if (body.external_id && body.external_source) {
    const existing = await findByExternalId(db, actor.project.id, {
      id: body.external_id,
      source: body.external_source,
    });
    if (existing) return { conflict: existing };
  }
  const appBody: CreateWorkItemBody = {
    ...(await toAppBody(db, actor.project.id, body)),
    name: body.name,
  };
  const mayBackdate = options.workspaceRole >= ROLE.admin;
  const imported: ImportedFields = {
    ...(body.external_id !== undefined ? { externalId: body.external_id } : {}),
    ...(body.external_source !== undefined ? { externalSource: body.external_source } : {}),
    ...(mayBackdate && body.created_at ? { createdAt: new Date(body.created_at) } : {}),
    ...(mayBackdate && body.created_by ? { createdById: body.created_by } : {}),
  };
  const created = await withV1FieldNames(() =>
    createWorkItem({ db, actor, body: appBody, imported }),
  );
  return { created: await getV1WorkItem({ db, actor, id: created.id }) };
}

/**
 * Edits a work item through the app's updateWorkItem and answers it in the v1 shape. Answers
 * `{ conflict }` when a changed external_id would duplicate another item's pair (Plane).
 */
export async function updateV1WorkItem(options: {
  db: Database;
  actor: ProjectActor;
  id: string;
  body: V1UpdateWorkItemBody;
}): Promise<{ updated: V1WorkItem } | { conflict: string }> {
  const { db, actor, id, body } = options;
  const current = await loadVisibleWorkItem(db, actor, id);
  const externalSource =
    body.external_source !== undefined ? body.external_source : current.item.external_source;
  if (body.external_id && body.external_id !== current.item.external_id && externalSource) {
    const existing = await findByExternalId(db, actor.project.id, {
      id: body.external_id,
      source: externalSource,
    });
    if (existing) return { conflict: current.item.id };
  }
  const appBody = await toAppBody(db, actor.project.id, body);
  await withV1FieldNames(() =>
    updateWorkItem({
      db,
      actor,
      id: current.item.id,
      body: appBody,
      imported: {
        ...(body.external_id !== undefined ? { externalId: body.external_id } : {}),
        ...(body.external_source !== undefined ? { externalSource: body.external_source } : {}),
      },
    }),
  );
  return { updated: await getV1WorkItem({ db, actor, id: current.item.id }) };
}
