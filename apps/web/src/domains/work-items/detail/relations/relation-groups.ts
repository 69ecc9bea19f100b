import {
  RELATION_TYPES,
  type RelatedWorkItem,
  type RelationListResponse,
  type RelationType,
  type SearchIssueResult,
} from '@keel/core';
import { i18n } from '#web/lib/i18n';

/** How a relation reads from this item ("Blocked by"), in the interface's language. */
export function relationLabel(type: RelationType): string {
  return i18n.t(`work-item-detail:relation.${type}`);
}

/** The order the widget lists the relations in. */

export const RELATION_ORDER: readonly RelationType[] = [
  'blocking',
  'blocked_by',
  'relates_to',
  'duplicate',
  'start_before',
  'start_after',
  'finish_before',
  'finish_after',
  'implements',
  'implemented_by',
];

export interface RelationGroup {
  type: RelationType;
  label: string;
  items: RelatedWorkItem[];
}

/** A list with every type present and empty. */
export function emptyRelations(): RelationListResponse {
  const empty = {} as Record<RelationType, RelatedWorkItem[]>;
  for (const type of RELATION_TYPES) empty[type] = [];
  return empty;
}

/** The non-empty groups, in RELATION_ORDER. */
export function relationGroups(list: RelationListResponse): RelationGroup[] {
  return RELATION_ORDER.filter((type) => list[type].length > 0).map((type) => ({
    type,
    label: relationLabel(type),
    items: list[type],
  }));
}

export function relationCount(list: RelationListResponse): number {
  return RELATION_TYPES.reduce((sum, type) => sum + list[type].length, 0);
}

/** Every item related in any way, so the picker does not offer them again. */
export function relatedIds(list: RelationListResponse): string[] {
  return RELATION_TYPES.flatMap((type) => list[type].map((item) => item.id));
}

/**
 * A picked search hit as a related item, shown until the server's list replaces it. Fields the
 * hit lacks take neutral values.
 */
export function relatedFromSearch(hit: SearchIssueResult, type: RelationType): RelatedWorkItem {
  const now = new Date().toISOString();
  return {
    id: hit.id,
    name: hit.name,
    state_id: null,
    state__group: hit.state__group,
    sort_order: 0,
    priority: 'none',
    sequence_id: hit.sequence_id,
    project_id: hit.project_id,
    project__identifier: hit.project__identifier,
    label_ids: [],
    assignee_ids: [],
    created_at: now,
    updated_at: now,
    created_by: null,
    updated_by: null,
    relation_type: type,
    type_id: hit.type_id,
    is_epic: false,
  };
}

/**
 * The list with `items` added under `type`. One relation per pair: an item already related in
 * another way moves (the server replaces that relation too).
 */
export function withRelationsAdded(
  list: RelationListResponse,
  type: RelationType,
  items: readonly RelatedWorkItem[],
): RelationListResponse {
  const ids = new Set(items.map((item) => item.id));
  const next = emptyRelations();
  for (const each of RELATION_TYPES) next[each] = list[each].filter((item) => !ids.has(item.id));
  next[type] = [...items, ...next[type]];
  return next;
}

/** The list without the item under `type`. */
export function withRelationRemoved(
  list: RelationListResponse,
  type: RelationType,
  id: string,
): RelationListResponse {
  return { ...list, [type]: list[type].filter((item) => item.id !== id) };
}
