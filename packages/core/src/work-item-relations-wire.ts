import { z } from 'zod';
import { PRIORITIES, STATE_GROUPS } from './constants';

/**
 * Relation types as a work item sees them. A pair of items holds one stored row; each side reads
 * it under its own name: `blocked_by` on one side is `blocking` on the other, and so on.
 */
export const RELATION_TYPES = [
  'blocking',
  'blocked_by',
  'duplicate',
  'relates_to',
  'start_before',
  'start_after',
  'finish_before',
  'finish_after',
  'implements',
  'implemented_by',
] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

/** The types a row is stored under (Plane); the others are their mirror images. */
export const STORED_RELATION_TYPES = [
  'blocked_by',
  'relates_to',
  'duplicate',
  'start_before',
  'finish_before',
  'implemented_by',
] as const;
export type StoredRelationType = (typeof STORED_RELATION_TYPES)[number];

const INVERSE: Readonly<Record<RelationType, RelationType>> = {
  blocking: 'blocked_by',
  blocked_by: 'blocking',
  duplicate: 'duplicate',
  relates_to: 'relates_to',
  start_before: 'start_after',
  start_after: 'start_before',
  finish_before: 'finish_after',
  finish_after: 'finish_before',
  implements: 'implemented_by',
  implemented_by: 'implements',
};

/** The name the other side of a relation reads it under (relates_to and duplicate keep theirs). */
export function inverseRelationType(type: RelationType): RelationType {
  return INVERSE[type];
}

export function isStoredRelationType(type: string): type is StoredRelationType {
  return (STORED_RELATION_TYPES as readonly string[]).includes(type);
}

export function isRelationType(type: string): type is RelationType {
  return (RELATION_TYPES as readonly string[]).includes(type);
}

/**
 * The row that records "`itemId` is `type` `otherId`": mirror types are stored from the other
 * item with the inverse name, so that `A blocking B` and `B blocked_by A` are the same row.
 */
export function storedRelationOf(
  itemId: string,
  otherId: string,
  type: RelationType,
): { sourceId: string; targetId: string; type: StoredRelationType } {
  if (isStoredRelationType(type)) return { sourceId: itemId, targetId: otherId, type };
  const inverse = inverseRelationType(type);
  if (!isStoredRelationType(inverse)) throw new Error(`no stored form for ${type}`);
  return { sourceId: otherId, targetId: itemId, type: inverse };
}

/** What a stored row reads as from one of its two items. */
export function relationTypeSeenFrom(
  stored: StoredRelationType,
  side: 'source' | 'target',
): RelationType {
  return side === 'source' ? stored : inverseRelationType(stored);
}

const relationTypeField = z.enum(RELATION_TYPES, {
  error: `relation_type must be one of ${RELATION_TYPES.join(', ')}`,
});

/** `POST …/issue-relation/`: relate this item to each of `issues` (Plane). */
export const CreateRelationBodySchema = z.object({
  relation_type: relationTypeField,
  issues: z
    .array(z.uuid('Must be work item ids'), { error: 'Must be a list of work item ids' })
    .min(1, 'Name at least one work item'),
});
export type CreateRelationBody = z.infer<typeof CreateRelationBodySchema>;

/** `POST …/remove-relation/`. */
export const RemoveRelationBodySchema = z.object({
  relation_type: relationTypeField,
  related_issue: z.uuid('Must be a work item id'),
});
export type RemoveRelationBody = z.infer<typeof RemoveRelationBodySchema>;

export const WorkItemRelationParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  id: z.string(),
});

/**
 * A related item in the grouped list (Plane's `values()` of IssueRelationViewSet.list), plus
 * `state__group` and `project__identifier` so that a client can draw it without loading the
 * other project's states.
 */
export const RelatedWorkItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  state_id: z.string().nullable(),
  state__group: z.enum(STATE_GROUPS).nullable(),
  sort_order: z.number(),
  priority: z.enum(PRIORITIES),
  sequence_id: z.number(),
  project_id: z.string(),
  project__identifier: z.string(),
  label_ids: z.array(z.string()),
  assignee_ids: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  /** As this item reads the relation. */
  relation_type: z.enum(RELATION_TYPES),
  type_id: z.string().nullable(),
  is_epic: z.boolean(),
});
export type RelatedWorkItem = z.infer<typeof RelatedWorkItemSchema>;

/** `GET …/issue-relation/`: every relation type, each with the items related that way. */
export const RelationListResponseSchema = z.object({
  blocking: z.array(RelatedWorkItemSchema),
  blocked_by: z.array(RelatedWorkItemSchema),
  duplicate: z.array(RelatedWorkItemSchema),
  relates_to: z.array(RelatedWorkItemSchema),
  start_before: z.array(RelatedWorkItemSchema),
  start_after: z.array(RelatedWorkItemSchema),
  finish_before: z.array(RelatedWorkItemSchema),
  finish_after: z.array(RelatedWorkItemSchema),
  implements: z.array(RelatedWorkItemSchema),
  implemented_by: z.array(RelatedWorkItemSchema),
} satisfies Record<RelationType, z.ZodType>);
export type RelationListResponse = z.infer<typeof RelationListResponseSchema>;

/**
 * One relation row showing the item on its other end (Plane's IssueRelationSerializer and
 * RelatedIssueSerializer): the detail's `issue_relation` (rows this item is the source of, showing
 * the target) and `issue_related` (rows it is the target of, showing the source). `relation_type`
 * is the stored type; `created_*` and `updated_*` are the row's.
 */
export const WorkItemRelationSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  sequence_id: z.number(),
  relation_type: z.enum(STORED_RELATION_TYPES),
  name: z.string(),
  type_id: z.string().nullable(),
  is_epic: z.boolean(),
  state_id: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type WorkItemRelation = z.infer<typeof WorkItemRelationSchema>;

export const WorkItemRelationListSchema = z.array(WorkItemRelationSchema);
