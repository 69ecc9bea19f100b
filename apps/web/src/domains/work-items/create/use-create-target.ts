import type { Project } from '@keel/core';
import { useEffect } from 'react';
import { useRootStore } from '#web/app/store-context';
import { creatableProjects } from './create-work-item-form';

/**
 * The projects a work item may be created in from a screen spanning several projects, and the
 * loads that fill the lookups (states, labels, members, estimates) of the one chosen.
 */
export function useCreateTarget(slug: string, projectId: string | null): Project[] {
  const root = useRootStore();
  useEffect(() => {
    void root.projects.ensureLoaded(slug);
  }, [root, slug]);
  useEffect(() => {
    if (projectId === null) return;
    if (!root.states.states(projectId)) void root.states.fetch(slug, projectId);
    if (!root.labels.labels(projectId)) void root.labels.fetch(slug, projectId);
    if (!root.projectMembers.members(projectId)) void root.projectMembers.fetch(slug, projectId);
    if (!root.estimates.estimates(projectId)) void root.estimates.fetch(slug, projectId);
  }, [root, slug, projectId]);
  return creatableProjects(root.projects.list(slug) ?? []);
}
