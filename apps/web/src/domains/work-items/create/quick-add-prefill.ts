import {
  type CreateWorkItemBody,
  type DisplayGroupBy,
  NONE_GROUP_KEY,
  type Priority,
  PRIORITIES,
  UNGROUPED_KEY,
} from '@keel/core';

function isPriority(value: string): value is Priority {
  return PRIORITIES.some((priority) => priority === value);
}

/** What one grouping's key puts into a new item; nothing for "None" and unmovable groupings. */
function prefillOf(
  groupBy: DisplayGroupBy | null,
  key: string | null,
): Partial<CreateWorkItemBody> {
  if (groupBy === null || key === null || key === NONE_GROUP_KEY || key === UNGROUPED_KEY)
    return {};
  switch (groupBy) {
    case 'state':
      return { state_id: key };
    case 'priority':
      return isPriority(key) ? { priority: key } : {};
    case 'labels':
      return { label_ids: [key] };
    case 'assignees':
      return { assignee_ids: [key] };
    case 'target_date':
      return { target_date: key };
    case 'cycle':
      return { cycle_id: key };
    case 'module':
      return { module_ids: [key] };
    default:
      return {};
  }
}

/**
 * The fields a quick add in a group (and sub-group) starts the new item with, so that it lands
 * where it was typed: the group's state, priority, label, assignee, due date, cycle or module.
 * "None" groups add nothing (spec §5); neither do the creator and project groupings.
 */
export function quickAddPrefill(options: {
  groupBy: DisplayGroupBy | null;
  groupKey: string | null;
  subGroupBy?: DisplayGroupBy | null;
  subGroupKey?: string | null;
}): Partial<CreateWorkItemBody> {
  const outer = prefillOf(options.groupBy, options.groupKey);
  const inner = prefillOf(options.subGroupBy ?? null, options.subGroupKey ?? null);
  const labelIds = [...(outer.label_ids ?? []), ...(inner.label_ids ?? [])];
  const assigneeIds = [...(outer.assignee_ids ?? []), ...(inner.assignee_ids ?? [])];
  const moduleIds = [...(outer.module_ids ?? []), ...(inner.module_ids ?? [])];
  return {
    ...outer,
    ...inner,
    ...(moduleIds.length > 0 ? { module_ids: [...new Set(moduleIds)] } : {}),
    ...(labelIds.length > 0 ? { label_ids: [...new Set(labelIds)] } : {}),
    ...(assigneeIds.length > 0 ? { assignee_ids: [...new Set(assigneeIds)] } : {}),
  };
}

/**
 * What a quick add or the create dialog gives a new item in the list of one cycle or module: that
 * cycle, or that module beside any the group adds; nothing elsewhere.
 */
export function scopePrefill(
  scope: { kind: 'cycle' | 'module'; id: string } | null,
  prefill: Partial<CreateWorkItemBody> = {},
): Partial<CreateWorkItemBody> {
  if (scope === null) return prefill;
  if (scope.kind === 'cycle') return { ...prefill, cycle_id: scope.id };
  return { ...prefill, module_ids: [...new Set([scope.id, ...(prefill.module_ids ?? [])])] };
}
