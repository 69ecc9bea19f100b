import { type StateGroup, STATE_GROUPS, type WorkItem, type WorkItemDetail } from '@keel/core';
import type { ListedWorkItemRecord, WorkItemRecord } from './work-items.queries';

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
    module_ids: record.moduleIds,
    cycle_id: item.cycle_id,
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
