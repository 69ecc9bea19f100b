import type { CreateWorkItemBody, OutboxRecord, UpdateWorkItemBody, WorkItem } from '@keel/core';
import type { OfflineForm } from '#web/lib/mutation';

/**
 * How work-item writes wait in the offline queue (domains/local-cache/offline-queue.ts): each
 * edit as the request that makes it, with the values it replaces (so that a change someone else
 * made meanwhile is found), and a create with the item that stands in for it until it is sent.
 */

/** What the page knows of a project for an item created in it while offline. */
export interface NewItemContext {
  workspaceId: string;
  /** The person creating it. */
  userId: string;
  /** The project's default state, taken when the create names none. */
  defaultState: { id: string; group: string } | null;
  /** The group of a state the create names. */
  stateGroupOf: (stateId: string) => string | undefined;
  defaultAssigneeId: string | null;
}

/** The edits of items, each as its own queued request. */
export function editsOffline(
  slug: string,
  edits: readonly { item: WorkItem; patch: UpdateWorkItemBody }[],
): OfflineForm<unknown> {
  const records: OutboxRecord[] = edits.map(({ item, patch }) => {
    const base: Record<string, unknown> = {};
    for (const field of Object.keys(patch))
      if (field in item) base[field] = item[field as keyof WorkItem];
    return {
      kind: 'update',
      projectId: item.project_id,
      itemId: item.id,
      label: item.name,
      patch,
      base,
    };
  });
  return { slug, records, answer: () => undefined };
}

/** A create as a queued request, answering `standIn` while it waits. */
export function createOffline(
  slug: string,
  projectId: string,
  body: CreateWorkItemBody & { id: string },
  standIn: WorkItem,
): OfflineForm<WorkItem> {
  return {
    slug,
    records: [{ kind: 'create', projectId, itemId: body.id, label: body.name, body }],
    answer: () => standIn,
  };
}

/**
 * The item a create shows until the server has it: the create's fields over the project's
 * defaults, numbered after the project's highest number this page has seen (the server's number
 * replaces it when the create is sent).
 */
export function standInItem(
  projectId: string,
  body: CreateWorkItemBody & { id: string },
  context: NewItemContext,
  nextSequenceId: number,
  now: Date,
): WorkItem {
  const stateId = idOrNull(body.state_id) ?? context.defaultState?.id ?? null;
  const stateGroup =
    stateId === null
      ? null
      : stateId === context.defaultState?.id
        ? context.defaultState.group
        : (context.stateGroupOf(stateId) ?? null);
  const at = now.toISOString();
  return {
    id: body.id,
    name: body.name,
    sequence_id: nextSequenceId,
    project_id: projectId,
    workspace_id: context.workspaceId,
    state_id: stateId,
    state__group: stateGroup,
    priority: body.priority ?? 'none',
    sort_order: body.sort_order ?? 65_535,
    parent_id: idOrNull(body.parent_id),
    estimate_point: idOrNull(body.estimate_point),
    start_date: body.start_date ?? null,
    target_date: body.target_date ?? null,
    completed_at: stateGroup === 'completed' ? at : null,
    archived_at: null,
    is_draft: false,
    is_epic: false,
    type_id: idOrNull(body.type_id),
    label_ids: body.label_ids ?? [],
    assignee_ids:
      body.assignee_ids ?? (context.defaultAssigneeId ? [context.defaultAssigneeId] : []),
    module_ids: body.module_ids ?? [],
    cycle_id: idOrNull(body.cycle_id),
    sub_issues_count: 0,
    attachment_count: 0,
    link_count: 0,
    is_subscribed: true,
    shop: idOrNull(body.shop),
    shops: body.shops ?? [],
    customer: idOrNull(body.customer),
    customers: body.customers ?? [],
    budget_source: body.budget_source ?? null,
    budget_source_display: body.budget_source_display ?? null,
    // The project's choices arrive with the server's copy.
    budget_source_options: [],
    is_revision: body.is_revision ?? false,
    created_at: at,
    updated_at: at,
    created_by: context.userId,
    updated_by: context.userId,
  };
}

/** A reference as a create sends it: '' (Plane's modal) and a missing one both mean none. */
function idOrNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}
