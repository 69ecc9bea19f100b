import type { WorkItemActivity } from '@keel/core';
import { i18n } from '#web/lib/i18n';
import type { IconName } from '#web/ui/Icon';

/** What an activity line says after the actor's name, and the icon beside it. */
export interface ActivitySentence {
  text: string;
  icon: IconName;
}

type Vars = Record<string, string | number>;

/**
 * i18next's t for keys built at run time (a field or relation name picks the sentence); the
 * typed t takes only literal keys. Every key built here exists in work-item-detail.json.
 */
function translate(key: string, vars: Vars = {}): string {
  const t = i18n.t.bind(i18n) as unknown as (key: string, vars: Vars) => string;
  return t(key, vars);
}

/** One sentence of the work-item-detail namespace's `activity` section. */
function say(key: string, vars: Vars = {}): string {
  return translate(`work-item-detail:activity.${key}`, vars);
}

const RELATIONS = new Set([
  'blocked_by',
  'blocking',
  'relates_to',
  'duplicate',
  'start_before',
  'start_after',
  'finish_before',
  'finish_after',
  'implemented_by',
  'implements',
]);

const PRIORITIES = new Set(['urgent', 'high', 'medium', 'low', 'none']);

/** Fields whose name the sentences know; any other reads as its own words ("story points"). */
const FIELD_NAMES: Record<string, string> = {
  parent: 'parent',
  estimate_point: 'estimate',
  start_date: 'startDate',
  target_date: 'dueDate',
  shop: 'shop',
  customer: 'customer',
  budget_source: 'budgetSource',
  cycles: 'cycle',
};

function fieldName(field: string): string {
  const known = FIELD_NAMES[field];
  return known ? say(`field.${known}`) : field.replaceAll('_', ' ');
}

/** "set X to V", "removed X" or "changed X from A to B", as the values allow. */
function setOrCleared(field: string, activity: WorkItemActivity): string {
  const { old_value: before, new_value: after } = activity;
  const name = fieldName(field);
  if (!after)
    return before
      ? say('removedValue', { field: name, value: before })
      : say('removed', { field: name });
  if (!before) return say('set', { field: name, value: after });
  return say('changed', { field: name, from: before, to: after });
}

function added(activity: WorkItemActivity): boolean {
  return Boolean(activity.new_value) && !activity.old_value;
}

/** "changed the shops to 2 shops" from a list value such as '["a","b"]'. */
function listChanged(kind: 'shops' | 'customers', value: string | null): string {
  try {
    const parsed: unknown = JSON.parse(value ?? '[]');
    const count = Array.isArray(parsed) ? parsed.length : 0;
    return count === 0 ? say(`${kind}Cleared`) : say(`${kind}Changed`, { count });
  } catch {
    return say(`${kind}ChangedUnknown`);
  }
}

function relationSentence(field: string, activity: WorkItemActivity): ActivitySentence {
  const { verb, old_value: before, new_value: after } = activity;
  const relation = say(`relation.${field}`);
  return verb === 'deleted' || (!after && before)
    ? {
        text: say('relationRemoved', { relation, key: before ?? after ?? '' }),
        icon: 'arrow-up-down',
      }
    : { text: say('relationAdded', { relation, key: after ?? '' }), icon: 'arrow-up-down' };
}

/** Sentences of changes made to the item as a whole, and of its flags. */
function itemSentence(activity: WorkItemActivity): ActivitySentence {
  const { verb, new_value: after } = activity;
  switch (activity.field) {
    case 'is_revision':
      return {
        text: say(after === 'true' ? 'markedRevision' : 'markedNotRevision'),
        icon: 'refresh',
      };
    case 'is_draft':
      return { text: say(after === 'true' ? 'movedToDrafts' : 'published'), icon: 'file' };
    case 'archived_at':
      return after === 'restore'
        ? { text: say('restored'), icon: 'archive-restore' }
        : { text: say('archived'), icon: 'archive' };
    default:
      if (verb === 'created') return { text: say('created'), icon: 'plus' };
      if (verb === 'deleted') return { text: say('deleted'), icon: 'trash' };
      if (verb === 'updated') return { text: say('updated'), icon: 'pencil' };
      return { text: say('otherVerb', { verb }), icon: 'pencil' };
  }
}

/**
 * The sentence of one recorded change, written for people: "changed the state to Done",
 * "added the label Bug", "set the parent to WEB-4". Values arrive already named by the server
 * (state names, display names, IDENT-seq); unknown fields still read sensibly. Each kind of change
 * is one translated sentence with its values as variables.
 */
export function activitySentence(activity: WorkItemActivity): ActivitySentence {
  const { field, verb, old_value: before, new_value: after } = activity;
  if (field === null || field === 'is_revision' || field === 'is_draft' || field === 'archived_at')
    return itemSentence(activity);
  switch (field) {
    case 'name':
      return { text: say('renamed', { name: after ?? '' }), icon: 'pencil' };
    case 'description':
      return { text: say('description'), icon: 'file-text' };
    case 'state':
      return { text: say('state', { value: after ?? say('noValue') }), icon: 'circle-dot' };
    case 'priority': {
      const priority = after ?? 'none';
      const value = PRIORITIES.has(priority)
        ? translate(`work-items:priority.${priority}`)
        : priority;
      return { text: say('priority', { value }), icon: 'signal-high' };
    }
    case 'assignees':
      return added(activity)
        ? { text: say('assigned', { name: after ?? '' }), icon: 'user-plus' }
        : { text: say('unassigned', { name: before ?? '' }), icon: 'user-minus' };
    case 'labels':
      return added(activity)
        ? { text: say('labelAdded', { name: after ?? '' }), icon: 'tag' }
        : { text: say('labelRemoved', { name: before ?? '' }), icon: 'tag' };
    case 'sub_issue':
      return added(activity)
        ? { text: say('subItemAdded', { key: after ?? '' }), icon: 'list-tree' }
        : { text: say('subItemRemoved', { key: before ?? '' }), icon: 'list-tree' };
    case 'parent':
      return { text: setOrCleared(field, activity), icon: 'list-tree' };
    case 'estimate_point':
      return { text: setOrCleared(field, activity), icon: 'triangle' };
    case 'start_date':
      return { text: setOrCleared(field, activity), icon: 'calendar' };
    case 'target_date':
      return { text: setOrCleared(field, activity), icon: 'calendar-check' };
    case 'shop':
    case 'shops':
      return {
        text: field === 'shop' ? setOrCleared(field, activity) : listChanged('shops', after),
        icon: 'store',
      };
    case 'customer':
    case 'customers':
      return {
        text:
          field === 'customer' ? setOrCleared(field, activity) : listChanged('customers', after),
        icon: 'contact',
      };
    case 'budget_source':
      return { text: setOrCleared(field, activity), icon: 'wallet' };
    case 'link':
      if (verb === 'deleted')
        return { text: say('linkRemoved', { url: before ?? '' }), icon: 'link' };
      if (verb === 'updated')
        return { text: say('linkUpdated', { url: after ?? '' }), icon: 'link' };
      return { text: say('linkAdded', { url: after ?? '' }), icon: 'link' };
    case 'attachment':
      if (verb === 'deleted')
        return { text: say('attachmentRemoved', { name: before ?? '' }), icon: 'paperclip' };
      return {
        text: after ? say('attached', { name: after }) : say('attachedFile'),
        icon: 'paperclip',
      };
    case 'cycles':
      return { text: setOrCleared(field, activity), icon: 'refresh' };
    case 'modules':
      return added(activity)
        ? { text: say('moduleAdded', { name: after ?? '' }), icon: 'boxes' }
        : { text: say('moduleRemoved', { name: before ?? '' }), icon: 'boxes' };
    default:
      if (RELATIONS.has(field)) return relationSentence(field, activity);
      return { text: setOrCleared(field, activity), icon: 'pencil' };
  }
}
