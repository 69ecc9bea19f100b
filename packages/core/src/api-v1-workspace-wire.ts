import { z } from 'zod';
import { AttachmentUploadBodySchema, UploadDataSchema } from './assets-wire';
import { V1PageQuerySchema, V1WorkItemParamsSchema } from './api-v1-wire';
import { CreateStickyBodySchema, STICKY_MAX_PAGE_SIZE, StickySchema } from './home-wire';
import { RoleSchema } from './workspaces-wire';
import { WorkItemRelationSchema } from './work-item-relations-wire';

/**
 * Plane's v1 wire shapes of a work item's relations and attachments, and of a workspace's
 * stickies and invitations (`apps/api/plane/api/serializers/{issue,sticky,invite}.py`).
 */

/** The relation types v1 names (Plane's IssueRelationCreateSerializer choices). */
export const V1_RELATION_TYPES = [
  'blocking',
  'blocked_by',
  'duplicate',
  'relates_to',
  'start_before',
  'start_after',
  'finish_before',
  'finish_after',
] as const;
export type V1RelationType = (typeof V1_RELATION_TYPES)[number];

const IdList = z.array(z.string());

/** `GET P/work-items/<id>/relations/`: the ids of the items related each way (Plane). */
export const V1RelationListSchema = z.object({
  blocking: IdList,
  blocked_by: IdList,
  duplicate: IdList,
  relates_to: IdList,
  start_after: IdList,
  start_before: IdList,
  finish_after: IdList,
  finish_before: IdList,
} satisfies Record<V1RelationType, z.ZodType>);
export type V1RelationList = z.infer<typeof V1RelationListSchema>;

/** `POST P/work-items/<id>/relations/`. */
export const V1CreateRelationBodySchema = z.object({
  relation_type: z.enum(V1_RELATION_TYPES, {
    error: `relation_type must be one of ${V1_RELATION_TYPES.join(', ')}`,
  }),
  issues: z
    .array(z.uuid('Must be work item ids'), { error: 'Must be a list of work item ids' })
    .min(1, 'At least one issue ID is required.'),
});
export type V1CreateRelationBody = z.infer<typeof V1CreateRelationBodySchema>;

/** The rows a relation POST made (Plane's IssueRelationSerializer / RelatedIssueSerializer). */
export const V1RelationRowListSchema = z.array(WorkItemRelationSchema);

/** A work item's attachment: Plane's IssueAttachmentSerializer (every FileAsset field). */
export const V1AttachmentSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  attributes: z.object({ name: z.string(), type: z.string(), size: z.number() }),
  /** The storage key. */
  asset: z.string(),
  entity_type: z.string(),
  entity_identifier: z.string(),
  is_deleted: z.boolean(),
  is_archived: z.boolean(),
  /** Keel keeps no external ids of attachments: always null. */
  external_id: z.string().nullable(),
  external_source: z.string().nullable(),
  size: z.number(),
  is_uploaded: z.boolean(),
  storage_metadata: z.record(z.string(), z.unknown()),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  user: z.string().nullable(),
  workspace: z.string().nullable(),
  draft_issue: z.string().nullable(),
  project: z.string().nullable(),
  issue: z.string().nullable(),
  comment: z.string().nullable(),
  page: z.string().nullable(),
});
export type V1Attachment = z.infer<typeof V1AttachmentSchema>;
export const V1AttachmentListSchema = z.array(V1AttachmentSchema);

/** `POST …/attachments/`: the file about to be sent (Plane's IssueAttachmentUploadSerializer). */
export const V1AttachmentUploadBodySchema = AttachmentUploadBodySchema.extend({
  external_id: z.string().max(255).optional(),
  external_source: z.string().max(255).optional(),
});

/** The answer to an attachment upload request: where to send the file, and the attachment. */
export const V1AttachmentUploadResponseSchema = z.object({
  upload_data: UploadDataSchema,
  asset_id: z.string(),
  asset_url: z.string(),
  attachment: V1AttachmentSchema,
});
export type V1AttachmentUploadResponse = z.infer<typeof V1AttachmentUploadResponseSchema>;

/** `PATCH …/attachments/<pk>/`: Plane reads nothing from it (`{"is_uploaded": true}` by habit). */
export const V1AttachmentUploadedBodySchema = z
  .object({ is_uploaded: z.boolean().optional() })
  .optional();

/** Plane's StickySerializer (every Sticky field). */
export const V1StickySchema = StickySchema.extend({
  deleted_at: z.string().nullable(),
  /** Keel keeps no binary (Yjs) form of a sticky: always null. */
  description_binary: z.string().nullable(),
});
export type V1Sticky = z.infer<typeof V1StickySchema>;
export const V1StickyBodySchema = CreateStickyBodySchema;
export const V1StickyParamsSchema = z.object({ slug: z.string(), pk: z.string() });

/** `GET W/stickies/`: a v1 page (default 20, at most STICKY_MAX_PAGE_SIZE), `query` searches. */
export const V1StickyListQuerySchema = V1PageQuerySchema.extend({
  per_page: z.coerce
    .number({ error: 'per_page must be a number' })
    .int('per_page must be a whole number')
    .min(1, 'per_page must be at least 1')
    .max(STICKY_MAX_PAGE_SIZE, `Cannot exceed ${String(STICKY_MAX_PAGE_SIZE)}`)
    .optional(),
  query: z.string().trim().max(255, 'query must be at most 255 characters').optional(),
});
export type V1StickyListQuery = z.infer<typeof V1StickyListQuerySchema>;

/** Plane's v1 WorkspaceInviteSerializer. */
export const V1InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  responded_at: z.string().nullable(),
  accepted: z.boolean(),
});
export type V1Invitation = z.infer<typeof V1InvitationSchema>;
export const V1InvitationListSchema = z.array(V1InvitationSchema);

const V1InviteRoleSchema = RoleSchema;

/** `POST W/invitations/`: one email and its role (Plane's serializer). */
export const V1CreateInvitationBodySchema = z.object({
  email: z.email('Invalid email address').max(255),
  role: V1InviteRoleSchema,
});
export type V1CreateInvitationBody = z.infer<typeof V1CreateInvitationBodySchema>;

/** `PATCH W/invitations/<pk>/`: the role; an email is refused (Plane: it cannot change). */
export const V1UpdateInvitationBodySchema = z.object({
  email: z.string().optional(),
  role: V1InviteRoleSchema.optional(),
});
export type V1UpdateInvitationBody = z.infer<typeof V1UpdateInvitationBodySchema>;
export const V1InvitationParamsSchema = z.object({ slug: z.string(), pk: z.string() });

export const V1AttachmentParamsSchema = V1WorkItemParamsSchema;

/** `W/assets/` POST: a file for the workspace (Plane's generic asset, later bound to an entity). */
export const V1GenericAssetUploadBodySchema = AttachmentUploadBodySchema.extend({
  project_id: z.string().trim().optional(),
  external_id: z.string().max(255).optional(),
  external_source: z.string().max(255).optional(),
});
/** `W/assets/:asset_id/` PATCH: the upload is done. */
export const V1GenericAssetUpdateBodySchema = z.object({ is_uploaded: z.boolean().optional() });
/** `W/assets/:asset_id/` GET: where to download it (a signed, expiring URL) and what it is. */
export const V1GenericAssetSchema = z.object({
  asset_id: z.string(),
  asset_url: z.string(),
  asset_name: z.string(),
  asset_type: z.string(),
});
export const V1WorkspaceAssetParamsSchema = z.object({ slug: z.string(), assetId: z.string() });
export const V1UserAssetParamsSchema = z.object({ assetId: z.string() });
