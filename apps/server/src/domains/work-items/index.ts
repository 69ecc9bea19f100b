import type { DomainPlugin } from '#server/domains/domain';
import { workItemsRoutes } from './items/items.routes';
import { workItemListRoutes } from './list/list.routes';
import { containerListRoutes } from './list/container-lists.routes';
import { workItemsBulkRoutes } from './bulk/bulk.routes';
import { workItemsArchiveRoutes } from './archive/archive.routes';
import { workItemsSyncRoutes } from './sync/sync.routes';
import { workItemDraftsRoutes } from './drafts/drafts.routes';
import { workItemCommentsRoutes } from './comments/comments.routes';
import { workItemReactionsRoutes } from './reactions/reactions.routes';
import { workItemSubItemsRoutes } from './sub-items/sub-items.routes';
import { workItemRelationsRoutes } from './relations/relations.routes';
import { workItemLinksRoutes } from './links/links.routes';
import { workItemSubscriptionsRoutes } from './subscriptions/subscriptions.routes';
import { workItemHistoryRoutes } from './history/history.routes';
import { workItemDescriptionVersionsRoutes } from './description-versions/description-versions.routes';
import { attachmentsRoutes } from './attachments/attachments.routes';
import { intakeRoutes } from './intake/intake.routes';
import { intakeFormRoutes } from './intake/intake-form.routes';

export { countOwnDrafts } from './drafts/drafts.service';
export { replyToIntakeSenders } from './intake/intake-form-replies';
export {
  createIntakeItem,
  deleteIntakeItem,
  getIntakeItem,
  listIntakeItems,
  updateIntakeItem,
} from './intake/intake.service';
export { cleanDescription } from './kernel/description';
export { ancestorIds } from './kernel/references.queries';
export { asStateGroup } from './kernel/present';
export { presentActivities, workItemHistory } from './history/history.service';
export { type ContainerKind, containerFeature, findContainer } from './list/containers';
export { stringifyListResponse } from './list/list.routes';
export type { ListScope } from './list/filters';
export { RICH_FIELD_KINDS } from './list/fields';
export {
  listWorkItemPage,
  listWorkItems,
  projectListScope,
  workspaceListScope,
} from './list/list.service';
export { ORDER_FIELDS as LIST_ORDER_FIELDS } from './list/fields';
export {
  type ImportedFields,
  createWorkItem,
  deleteWorkItem,
  updateWorkItem,
} from './items/items.service';
export { loadVisibleWorkItem, loadVisibleWorkItems, resolveWorkItemKey } from './kernel/loading';
export type { WorkItemRecord } from './kernel/work-items.queries';
export { activeProjectMemberIds, existingLabelIds } from './kernel/references.queries';
export {
  createWorkItemLink,
  deleteWorkItemLink,
  listWorkItemLinks,
  updateWorkItemLink,
} from './links/links.service';
export { createRelations, listRelations } from './relations/relations.service';
export {
  attachmentDownloadUrl,
  completeAttachmentUpload,
  deleteAttachment,
  listAttachments,
  requestAttachmentUpload,
} from './attachments/attachments.service';
export {
  createComment,
  deleteComment,
  getComment,
  listComments,
  updateComment,
} from './comments/comments.service';
export {
  type Tx,
  COMPLETED_CYCLE_MESSAGE,
  changeItemsModules,
  setItemsCycle,
} from './kernel/memberships';

/** The work-items domain: its routes, registered by app.ts. */
export const workItemsDomain: DomainPlugin = async (app, { db, config }) => {
  await app.register(workItemsRoutes, { db });
  await app.register(intakeRoutes, { db });
  await app.register(intakeFormRoutes, { db });
  await app.register(workItemListRoutes, { db });
  await app.register(containerListRoutes, { db });
  await app.register(workItemsBulkRoutes, { db });
  await app.register(workItemsArchiveRoutes, { db });
  await app.register(workItemsSyncRoutes, { db });
  await app.register(workItemDraftsRoutes, { db });
  await app.register(workItemCommentsRoutes, { db });
  await app.register(workItemReactionsRoutes, { db });
  await app.register(workItemSubItemsRoutes, { db });
  await app.register(workItemRelationsRoutes, { db });
  await app.register(workItemLinksRoutes, { db });
  await app.register(workItemSubscriptionsRoutes, { db });
  await app.register(workItemHistoryRoutes, { db });
  await app.register(workItemDescriptionVersionsRoutes, { db });
  await app.register(attachmentsRoutes, { db, config });
};
