import type { Label, ProjectMember } from '@keel/core';
import { useEffect, useMemo } from 'react';
import { useRootStore } from '#web/app/store-context';
import type { WorkItemLookups } from './work-items-screen-model';

/**
 * The lookups a work-item screen draws properties with, read from the domain stores, and the
 * loads that fill them for a project (states, labels, members, estimates, and cycles and modules
 * where the project has them turned on). The `find…` lookups
 * search every project of the workspace whose entities are loaded.
 */
export function useProjectLookups(slug: string, projectId: string | null): WorkItemLookups {
  const root = useRootStore();
  useEffect(() => {
    if (!projectId) return;
    void root.states.fetch(slug, projectId);
    void root.labels.fetch(slug, projectId);
    void root.projectMembers.fetch(slug, projectId);
    void root.estimates.fetch(slug, projectId);
  }, [root, slug, projectId]);
  const project = projectId ? root.projects.get(projectId) : undefined;
  const hasCycles = project?.cycle_view === true;
  const hasModules = project?.module_view === true;
  useEffect(() => {
    if (projectId && hasCycles) void root.cycleLookups.ensureLoaded(slug, projectId);
    if (projectId && hasModules) void root.modules.ensureLoaded(slug, projectId);
  }, [root, slug, projectId, hasCycles, hasModules]);
  return useMemo<WorkItemLookups>(() => {
    const activeMembers = (id: string) =>
      (root.projectMembers.members(id) ?? []).filter((member) => member.is_active);
    /** The first entity of a loaded project that matches, the screen's project first. */
    const findIn = <T>(read: (id: string) => readonly T[], matches: (entry: T) => boolean) => {
      const ids = (root.projects.list(slug) ?? []).map((project) => project.id);
      for (const id of projectId ? [projectId, ...ids] : ids) {
        const found = read(id).find(matches);
        if (found) return found;
      }
      return undefined;
    };
    return {
      states: (id) => (root.states.states(id) ?? []).filter((state) => !state.is_triage),
      labels: (id) => root.labels.labels(id) ?? [],
      members: activeMembers,
      estimatePoints: (id) => root.estimates.active(id)?.points ?? [],
      projectIdentifier: (id) => root.projects.get(id)?.identifier ?? '',
      findState: (id) => root.states.find(id),
      findLabel: (id) =>
        findIn<Label>(
          (project) => root.labels.labels(project) ?? [],
          (label) => label.id === id,
        ),
      findMember: (id) => findIn<ProjectMember>(activeMembers, (member) => member.member === id),
      projectName: (id) => root.projects.get(id)?.name,
      hasCycles: (id) => root.projects.get(id)?.cycle_view === true,
      hasModules: (id) => root.projects.get(id)?.module_view === true,
      cycles: (id) =>
        root.projects.get(id)?.cycle_view === true ? (root.cycleLookups.cycles(id) ?? []) : [],
      modules: (id) =>
        root.projects.get(id)?.module_view === true ? (root.modules.modules(id) ?? []) : [],
      findCycle: (id) => root.cycleLookups.find(id),
      findModule: (id) => root.modules.find(id),
    };
  }, [root, slug, projectId]);
}
