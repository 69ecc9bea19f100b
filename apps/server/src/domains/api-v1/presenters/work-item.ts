import type {
  V1Label,
  V1ProjectLite,
  V1State,
  V1StateLite,
  V1UserLite,
  V1WorkItem,
} from '@keel/core';
import { type LabelRow, type StateRow, type WorkItemRow, iso } from './rows';

/** Plane's v1 StateSerializer. */
export function presentV1State(state: StateRow): V1State {
  return {
    id: state.id,
    created_at: state.created_at.toISOString(),
    updated_at: state.updated_at.toISOString(),
    deleted_at: iso(state.deleted_at),
    name: state.name,
    description: state.description,
    color: state.color,
    slug: state.slug,
    sequence: state.sequence,
    group: state.group,
    is_triage: state.is_triage,
    default: state.default,
    external_source: null,
    external_id: null,
    created_by: state.created_by_id,
    updated_by: state.updated_by_id,
    project: state.project_id,
    workspace: state.workspace_id,
  };
}

/** Plane's StateLiteSerializer (a work item's expanded `state`). */
export function presentV1StateLite(state: StateRow): V1StateLite {
  return { id: state.id, name: state.name, color: state.color, group: state.group };
}

/** Plane's v1 LabelSerializer. */
export function presentV1Label(label: LabelRow): V1Label {
  return {
    id: label.id,
    created_at: label.created_at.toISOString(),
    updated_at: label.updated_at.toISOString(),
    deleted_at: iso(label.deleted_at),
    name: label.name,
    description: label.description,
    color: label.color,
    sort_order: label.sort_order,
    external_source: null,
    external_id: null,
    created_by: label.created_by_id,
    updated_by: label.updated_by_id,
    workspace: label.workspace_id,
    project: label.project_id,
    parent: label.parent_id,
  };
}

/** A work item's relations: ids always, the objects for the names `expand` lists. */
export interface V1WorkItemRelations {
  labelIds: string[];
  assigneeIds: string[];
  /** Set when `state` is expanded (null: the item has no state). */
  state?: V1StateLite | null;
  project?: V1ProjectLite;
  assignees?: V1UserLite[];
  labels?: V1Label[];
}

/**
 * Plane's v1 IssueSerializer of a work-item row: relations as ids, or as objects when given
 * expanded in `relations`.
 */
export function presentV1WorkItem(item: WorkItemRow, relations: V1WorkItemRelations): V1WorkItem {
  return {
    id: item.id,
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
    deleted_at: iso(item.deleted_at),
    name: item.name,
    description_html: item.description_html,
    description_stripped: item.description_stripped,
    priority: item.priority,
    start_date: item.start_date,
    target_date: item.target_date,
    sequence_id: item.sequence_id,
    sort_order: item.sort_order,
    completed_at: iso(item.completed_at),
    archived_at: iso(item.archived_at),
    is_draft: item.is_draft,
    external_source: item.external_source,
    external_id: item.external_id,
    created_by: item.created_by_id,
    updated_by: item.updated_by_id,
    project: relations.project ?? item.project_id,
    workspace: item.workspace_id,
    parent: item.parent_id,
    state: relations.state !== undefined ? relations.state : item.state_id,
    estimate_point: item.estimate_point_id,
    type_id: item.type_id,
    assignees: relations.assignees ?? relations.assigneeIds,
    labels: relations.labels ?? relations.labelIds,
  };
}

/** Only the fields a `?fields=` asked for (all of them when it named none). */
export function pickV1Fields<T extends object>(value: T, fields: readonly string[]): Partial<T> {
  if (fields.length === 0) return value;
  return Object.fromEntries(
    Object.entries(value).filter(([key]) => fields.includes(key)),
  ) as Partial<T>;
}
