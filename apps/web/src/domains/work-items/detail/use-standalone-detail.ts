import {
  canDeleteWorkItem,
  canEditAnyWorkItem,
  canEditWorkItem,
  workItemOwnership,
} from '@keel/core';
import { useEffect } from 'react';
import { workItemViewerOf } from '#web/domains/projects/project-list';
import { useProjects } from '#web/domains/projects/use-projects';
import { useUser } from '#web/domains/users/use-user';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { useWorkspaces } from '#web/domains/workspaces/use-workspaces';
import { type DetailSource, useDetailLoad } from './use-detail-load';
import { useDetailRealtime } from './use-detail-realtime';
import { useDetailScreenModel } from './use-detail-screen-model';
import { formatWorkItemKey } from './work-item-links';

/**
 * One work item shown outside a list (its own page, the inbox's side panel): it is read, kept
 * live, and judged by the kernel's rules as the server judges it (members change any item and
 * what hangs off it; a guest edits the fields of the items they created; admins and creators
 * delete), with the screen model its property pickers need. Observers read the stores through it.
 */
export function useStandaloneDetail(slug: string, source: DetailSource | null) {
  const workItems = useWorkItems();
  const projectsStore = useProjects();
  const workspacesStore = useWorkspaces();
  const userStore = useUser();
  const { load, retry } = useDetailLoad(source);
  const item = load.status === 'loaded' ? workItems.get(load.id) : undefined;
  const projectId = item?.project_id ?? (source?.kind === 'id' ? source.projectId : null);
  useDetailRealtime({
    slug,
    projectId,
    workItemId: load.status === 'loaded' ? load.id : null,
    onDeleted: retry,
  });

  useEffect(() => {
    if (projectId !== null) projectsStore.fetchOne(slug, projectId).catch(() => undefined);
  }, [projectsStore, slug, projectId]);
  const project = projectId === null ? undefined : projectsStore.get(projectId);
  const viewer = project
    ? workItemViewerOf(project, workspacesStore.roleBySlug.get(slug), userStore.user?.id)
    : null;
  const isLive = project?.archived_at == null && item?.archived_at == null;
  const canEdit = isLive && canEditAnyWorkItem(viewer?.role);
  const ownership = item ? workItemOwnership(item) : null;
  const canEditFields =
    isLive && viewer !== null && ownership !== null && canEditWorkItem(viewer, ownership);
  const canDelete =
    isLive && viewer !== null && ownership !== null && canDeleteWorkItem(viewer, ownership);
  const model = useDetailScreenModel(slug, projectId, canEditFields);

  const extras = item ? workItems.details.get(item.id) : undefined;
  const identifier = extras?.project_identifier ?? project?.identifier ?? '';
  const key = item && identifier ? formatWorkItemKey(identifier, item.sequence_id) : null;
  return { load, retry, item, project, projectId, model, canEdit, canEditFields, canDelete, key };
}
