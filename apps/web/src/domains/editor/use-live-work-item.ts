import { useEffect } from 'react';
import { useApi } from '#web/app/store-context';
import { useProjects } from '#web/domains/projects/use-projects';
import { useStates } from '#web/domains/states/use-states';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { embeddedWorkItemsOf } from './embedded-work-items';

/**
 * A work item a document names (an embed, a mention), as it is now: read into the work-item store
 * (where realtime keeps it current) with its project's states, for an observer component.
 * `projectOf` finds the project when the item is not held yet (a mention knows only its key).
 */
export function useLiveWorkItem(
  slug: string,
  id: string,
  projectOf: (projects: ReturnType<typeof useProjects>) => string,
) {
  const api = useApi();
  const workItems = useWorkItems();
  const projects = useProjects();
  const states = useStates();
  const reader = embeddedWorkItemsOf(api, workItems);
  const item = workItems.get(id);
  const projectId = item?.project_id ?? projectOf(projects);
  const hasStates = projectId === '' || states.states(projectId) !== undefined;

  useEffect(() => {
    if (id !== '' && projectId !== '') reader.request(slug, projectId, id);
  }, [reader, slug, projectId, id]);
  useEffect(() => {
    if (!hasStates && !states.isLoading(projectId))
      void states.fetch(slug, projectId).catch(() => undefined);
  }, [states, slug, projectId, hasStates]);

  const project = projects.get(projectId);
  return {
    item,
    readState: reader.state(id),
    retry: () => {
      reader.retry(slug, projectId, id);
    },
    /** Its key as it is now (the project's identifier may have changed), once held. */
    key: item && project ? `${project.identifier}-${String(item.sequence_id)}` : null,
    state: item?.state_id ? states.find(item.state_id) : undefined,
  };
}
