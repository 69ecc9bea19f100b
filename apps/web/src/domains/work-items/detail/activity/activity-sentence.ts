import { type WorkItemActivity } from '@keel/core';
import { type IconName } from '../../../../ui/Icon';

/** What an activity line says after the actor's name, and the icon beside it. */
export interface ActivitySentence {
  text: string;
  icon: IconName;
}

const RELATIONS: Record<string, string> = {
  blocked_by: 'blocked by',
  blocking: 'blocking',
  relates_to: 'related to',
  duplicate: 'a duplicate of',
  start_before: 'starting before',
  start_after: 'starting after',
  finish_before: 'finishing before',
  finish_after: 'finishing after',
  implemented_by: 'implemented by',
  implements: 'implementing',
};

const PRIORITY_NAMES: Record<string, string> = {
  urgent: 'Urgent',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  none: 'None',
};

function quoted(value: string | null): string {
  return value ? `“${value}”` : '';
}

/** "set X to V", "removed X" or "changed X from A to B", as the values allow. */
function setOrCleared(what: string, activity: WorkItemActivity, show = (v: string) => v): string {
  const { old_value: before, new_value: after } = activity;
  if (!after) return before ? `removed the ${what} ${show(before)}` : `removed the ${what}`;
  if (!before) return `set the ${what} to ${show(after)}`;
  return `changed the ${what} from ${show(before)} to ${show(after)}`;
}

function added(activity: WorkItemActivity): boolean {
  return Boolean(activity.new_value) && !activity.old_value;
}

/** A list value such as '["a","b"]' as "2 shops". */
function countOf(value: string | null, noun: string): string {
  try {
    const parsed: unknown = JSON.parse(value ?? '[]');
    const count = Array.isArray(parsed) ? parsed.length : 0;
    return count === 0 ? `no ${noun}s` : `${String(count)} ${noun}${count === 1 ? '' : 's'}`;
  } catch {
    return `the ${noun}s`;
  }
}

/**
 * The sentence of one recorded change, written for people: "changed the state to Done",
 * "added the label Bug", "set the parent to WEB-4". Values arrive already named by the server
 * (state names, display names, IDENT-seq); unknown fields still read sensibly.
 */
export function activitySentence(activity: WorkItemActivity): ActivitySentence {
  const { field, verb, old_value: before, new_value: after } = activity;
  if (field === null) {
    if (verb === 'created') return { text: 'created the work item', icon: 'plus' };
    if (verb === 'deleted') return { text: 'deleted the work item', icon: 'trash' };
    return { text: `${verb} the work item`, icon: 'pencil' };
  }
  switch (field) {
    case 'name':
      return { text: `renamed the work item to ${quoted(after)}`, icon: 'pencil' };
    case 'description':
      return { text: 'updated the description', icon: 'file-text' };
    case 'state':
      return { text: `changed the state to ${after ?? 'none'}`, icon: 'circle-dot' };
    case 'priority':
      return {
        text: `set the priority to ${PRIORITY_NAMES[after ?? 'none'] ?? after ?? 'None'}`,
        icon: 'signal-high',
      };
    case 'assignees':
      return added(activity)
        ? { text: `assigned ${after ?? ''}`, icon: 'user-plus' }
        : { text: `unassigned ${before ?? ''}`, icon: 'user-minus' };
    case 'labels':
      return added(activity)
        ? { text: `added the label ${after ?? ''}`, icon: 'tag' }
        : { text: `removed the label ${before ?? ''}`, icon: 'tag' };
    case 'parent':
      return { text: setOrCleared('parent', activity), icon: 'list-tree' };
    case 'sub_issue':
      return added(activity)
        ? { text: `added the sub-work item ${after ?? ''}`, icon: 'list-tree' }
        : { text: `removed the sub-work item ${before ?? ''}`, icon: 'list-tree' };
    case 'estimate_point':
      return { text: setOrCleared('estimate', activity), icon: 'triangle' };
    case 'start_date':
      return { text: setOrCleared('start date', activity), icon: 'calendar' };
    case 'target_date':
      return { text: setOrCleared('due date', activity), icon: 'calendar-check' };
    case 'shop':
      return { text: setOrCleared('shop', activity), icon: 'store' };
    case 'customer':
      return { text: setOrCleared('customer', activity), icon: 'contact' };
    case 'shops':
      return { text: `changed the shops to ${countOf(after, 'shop')}`, icon: 'store' };
    case 'customers':
      return { text: `changed the customers to ${countOf(after, 'customer')}`, icon: 'contact' };
    case 'budget_source':
      return { text: setOrCleared('budget source', activity), icon: 'wallet' };
    case 'is_revision':
      return {
        text: after === 'true' ? 'marked it as a revision' : 'marked it as not a revision',
        icon: 'refresh',
      };
    case 'is_draft':
      return { text: after === 'true' ? 'moved it to drafts' : 'published it', icon: 'file' };
    case 'archived_at':
      return after === 'restore'
        ? { text: 'restored the work item', icon: 'archive-restore' }
        : { text: 'archived the work item', icon: 'archive' };
    case 'link':
      if (verb === 'deleted') return { text: `removed the link ${before ?? ''}`, icon: 'link' };
      if (verb === 'updated') return { text: `updated the link ${after ?? ''}`, icon: 'link' };
      return { text: `added the link ${after ?? ''}`, icon: 'link' };
    case 'attachment':
      return verb === 'deleted'
        ? { text: `removed the attachment ${before ?? ''}`, icon: 'paperclip' }
        : { text: `attached ${after ?? 'a file'}`, icon: 'paperclip' };
    case 'cycles':
      return { text: setOrCleared('cycle', activity), icon: 'refresh' };
    case 'modules':
      return added(activity)
        ? { text: `added it to the module ${after ?? ''}`, icon: 'boxes' }
        : { text: `removed it from the module ${before ?? ''}`, icon: 'boxes' };
    default: {
      const relation = RELATIONS[field];
      if (relation)
        return verb === 'deleted' || (!after && before)
          ? {
              text: `removed the relation ${relation} ${before ?? after ?? ''}`,
              icon: 'arrow-up-down',
            }
          : { text: `marked it as ${relation} ${after ?? ''}`, icon: 'arrow-up-down' };
      return { text: setOrCleared(field.replaceAll('_', ' '), activity), icon: 'pencil' };
    }
  }
}
