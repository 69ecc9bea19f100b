import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE, type WorkItem, formatWorkItemKey, hasRole } from '@keel/core';
import { useLocation, useNavigate } from 'react-router';
import { useCommandPalette } from './use-command-palette';
import { useProjects } from '#web/domains/projects/use-projects';
import { useModules } from '#web/domains/modules/use-modules';
import { useCycleLookups } from '#web/domains/work-items/lookups/use-cycle-lookups';
import { useSignOut } from '#web/domains/users/use-sign-out';
import { useWorkspaces } from '#web/domains/workspaces/use-workspaces';
import { Icon } from '#web/ui/Icon';
import { showErrorToast } from '#web/ui/Toaster';
import { ProjectLogo } from '../projects/ProjectLogo';
import { creatableProjects } from '../work-items/create/create-work-item-form';
import { browsePath, projectListPath } from '../work-items/detail/work-item-links';
import type { PaletteMode } from './command-palette-store';
import { projectIdInPath } from './open-work-item';
import {
  type PaletteEntry,
  type PalettePage,
  type PaletteSection,
  nonEmpty,
} from './palette-entry';
import { type PaletteHit, matchesText, paletteGroups } from './palette-results';
import type { WorkspaceSearchState } from './use-workspace-search';

export interface HomeSectionsOptions {
  slug: string;
  text: string;
  mode: PaletteMode;
  search: WorkspaceSearchState;
  /** The work item open on screen, whose properties the palette can change. */
  item: WorkItem | null;
  openPage: (page: PalettePage) => void;
  close: () => void;
}

function byText(text: string, entries: PaletteEntry[]): PaletteEntry[] {
  return entries.filter((entry) => matchesText(text, entry.label));
}

/**
 * The palette's first page: search results (work items, projects), the open work item's commands
 * and the general ones (create, theme, sign out), each section only when it has rows. In search
 * mode (`/`) nothing but projects is offered until something is typed.
 */
export function useHomeSections(options: HomeSectionsOptions): PaletteSection[] {
  const { slug, text, mode, search, item, openPage, close } = options;
  const projectsStore = useProjects();
  const workspaces = useWorkspaces();
  const commandPalette = useCommandPalette();
  const signOut = useSignOut();
  const { t } = useTranslation('command-palette');
  const navigate = useNavigate();
  const location = useLocation();
  const projects = projectsStore.list(slug) ?? [];
  const cycleLookups = useCycleLookups();
  const modulesStore = useModules();
  useEffect(() => {
    void cycleLookups.ensureWorkspace(slug);
    void modulesStore.ensureWorkspace(slug);
  }, [cycleLookups, modulesStore, slug]);
  const projectIds = projects.map((project) => project.id);

  const projectIcon = (projectId: string) => {
    const project = projectsStore.get(projectId);
    return project ? <ProjectLogo project={project} size="sm" /> : null;
  };
  const go = (path: string) => {
    close();
    void navigate(path);
  };
  const openHit = (hit: PaletteHit) => {
    if (hit.kind === 'project') go(projectListPath(slug, hit.id));
    else if (hit.kind === 'cycle' || hit.kind === 'module')
      go(`/${slug}/projects/${hit.projectId ?? ''}/${hit.kind}s/${hit.id}`);
    else if (hit.kind === 'page') go(`/${slug}/projects/${hit.projectId ?? ''}/pages/${hit.id}`);
    else if (hit.kind === 'view')
      go(
        hit.projectId === undefined
          ? `/${slug}/workspace-views/${hit.id}`
          : `/${slug}/projects/${hit.projectId}/views/${hit.id}`,
      );
    else if (hit.sequenceId !== null) go(browsePath(slug, hit.identifier, hit.sequenceId));
  };
  const groups = paletteGroups({
    text,
    response: search.response,
    projects,
    isSearching: search.isLoading,
    cycles: projectIds.flatMap((id) => cycleLookups.cycles(id) ?? []),
    modules: projectIds.flatMap((id) => modulesStore.modules(id) ?? []),
  });
  const resultSections = groups.map((group) => ({
    heading: group.heading,
    entries: group.hits.map((hit): PaletteEntry => ({
      value: hit.value,
      label: hit.label,
      ...(hit.kind === 'issue'
        ? { leading: hit.detail, icon: <Icon name="circle-dot" size={14} /> }
        : hit.kind === 'project'
          ? { trailing: hit.detail, icon: projectIcon(hit.id) }
          : {
              trailing: hit.detail,
              icon: (
                <Icon
                  name={
                    hit.kind === 'cycle'
                      ? 'contrast'
                      : hit.kind === 'view'
                        ? 'layers'
                        : hit.kind === 'page'
                          ? 'file-text'
                          : 'boxes'
                  }
                  size={14}
                />
              ),
            }),
      onSelect: () => {
        openHit(hit);
      },
    })),
  }));
  // `/` opens on results alone; commands join them once something is typed.
  if (mode === 'search' && text.trim() === '') return resultSections;

  const itemProject = item ? projectsStore.get(item.project_id) : undefined;
  const canEditItem =
    itemProject?.archived_at === null && hasRole(itemProject.member_role, ROLE.member);
  const itemSection: PaletteSection = {
    heading:
      item && itemProject
        ? t('item.headingWithKey', {
            key: formatWorkItemKey(itemProject.identifier, item.sequence_id),
          })
        : t('item.heading'),
    entries:
      item && canEditItem
        ? byText(text, [
            {
              value: 'item:state',
              label: t('item.changeState'),
              icon: <Icon name="circle-dashed" size={14} />,
              onSelect: () => {
                openPage('state');
              },
            },
            {
              value: 'item:priority',
              label: t('item.changePriority'),
              icon: <Icon name="signal-high" size={14} />,
              onSelect: () => {
                openPage('priority');
              },
            },
            {
              value: 'item:assignee',
              label: t('item.assign'),
              icon: <Icon name="user-plus" size={14} />,
              onSelect: () => {
                openPage('assignee');
              },
            },
          ])
        : [],
  };

  const targets = creatableProjects(projects);
  const here = projectIdInPath(location.pathname);
  const createTarget = targets.find((project) => project.id === here) ?? targets[0];
  const canCreateProject = hasRole(workspaces.roleBySlug.get(slug), ROLE.member);
  const actions: PaletteEntry[] = [];
  if (createTarget)
    actions.push({
      value: 'action:create-work-item',
      label: t('actions.createWorkItem'),
      icon: <Icon name="plus" size={14} />,
      hint: 'C',
      onSelect: () => {
        close();
        commandPalette.requestCreateWorkItem();
        // Taken at once by a work-item screen on display; otherwise one is opened to take it.
        if (commandPalette.hasCreateRequest) void navigate(projectListPath(slug, createTarget.id));
      },
    });
  if (canCreateProject)
    actions.push({
      value: 'action:create-project',
      label: t('actions.createProject'),
      icon: <Icon name="folder-kanban" size={14} />,
      hint: 'P',
      onSelect: () => {
        close();
        commandPalette.setCreateProjectOpen(true);
      },
    });
  actions.push(
    {
      value: 'action:theme',
      label: t('actions.switchTheme'),
      icon: <Icon name="contrast" size={14} />,
      onSelect: () => {
        openPage('theme');
      },
    },
    {
      value: 'action:shortcuts',
      label: t('actions.shortcuts'),
      icon: <Icon name="info" size={14} />,
      hint: '?',
      onSelect: () => {
        close();
        commandPalette.setShortcutsOpen(true);
      },
    },
    {
      value: 'action:sign-out',
      label: t('actions.signOut'),
      icon: <Icon name="log-out" size={14} />,
      onSelect: () => {
        close();
        signOut().catch((cause: unknown) => {
          showErrorToast(cause instanceof Error ? cause.message : t('actions.signOutFailed'));
        });
      },
    },
  );

  const [issues, ...rest] = resultSections;
  const issueSections = groups[0]?.kind === 'issue' && issues ? [issues] : [];
  const projectSections = groups[0]?.kind === 'issue' ? rest : resultSections;
  return nonEmpty([
    ...issueSections,
    itemSection,
    { heading: t('actions.heading'), entries: byText(text, actions) },
    ...projectSections,
  ]);
}
