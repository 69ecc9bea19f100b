import { i18n } from '#web/lib/i18n';
import {
  type Project,
  type WorkspaceSearchIssue,
  type WorkspaceSearchResponse,
  formatWorkItemKey,
  parseWorkItemKey,
} from '@keel/core';

/** Most projects listed before anything is typed; typing searches them all. */
export const IDLE_PROJECT_LIMIT = 5;

/** Whether the typed text is a work item's key (`WEB-12`, any case), which jumps straight to it. */
export function isWorkItemKey(text: string): boolean {
  return parseWorkItemKey(text) !== null;
}

/** Whether an entry's words hold the typed text (case-insensitive); blank text matches all. */
export function matchesText(text: string, ...words: readonly string[]): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  return words.some((word) => word.toLowerCase().includes(needle));
}

/** One result row of the palette: what it shows and where it leads. */
export interface PaletteHit {
  /** Unique across groups: `issue:<id>`, `project:<id>`. */
  value: string;
  label: string;
  /** Shown beside the label: a work item's key, a project's identifier. */
  detail: string;
  kind: 'issue' | 'project' | 'cycle' | 'module' | 'view' | 'page';
  /** The entity's id; '' for a typed key not yet found. */
  id: string;
  /** For work items: the project identifier and number, which make the item's link. */
  identifier: string;
  sequenceId: number | null;
  /** For cycles, modules and project views: their project, which makes their link. */
  projectId?: string;
}

/** A cycle or module the palette may find by name. */
export interface PaletteNamed {
  id: string;
  name: string;
  project_id: string;
  archived_at?: string | null;
}

export interface PaletteGroup {
  kind: PaletteHit['kind'];
  heading: string;
  hits: PaletteHit[];
}

/** The work item whose key is exactly the typed text (WEB-12 typed, WEB-12 found), if any. */
export function exactKeyHit(
  items: readonly WorkspaceSearchIssue[],
  text: string,
): WorkspaceSearchIssue | undefined {
  const key = parseWorkItemKey(text);
  if (!key) return undefined;
  return items.find(
    (item) =>
      item.sequence_id === key.sequenceId &&
      item.project__identifier.toUpperCase() === key.identifier,
  );
}

/**
 * Work items best first: an exact key match leads, the rest keep the server's relevance order.
 */
export function rankWorkItems(
  items: readonly WorkspaceSearchIssue[],
  text: string,
): WorkspaceSearchIssue[] {
  const exact = exactKeyHit(items, text);
  if (!exact) return [...items];
  return [exact, ...items.filter((item) => item !== exact)];
}

function issueHit(item: WorkspaceSearchIssue): PaletteHit {
  return {
    value: `issue:${item.id}`,
    label: item.name,
    detail: formatWorkItemKey(item.project__identifier, item.sequence_id),
    kind: 'issue',
    id: item.id,
    identifier: item.project__identifier,
    sequenceId: item.sequence_id,
  };
}

function keyText(key: { identifier: string; sequenceId: number } | null): string | null {
  return key ? formatWorkItemKey(key.identifier, key.sequenceId) : null;
}

/** A typed key, openable at once: the browse page finds the item (or says it does not exist). */
function keyHit(identifier: string, sequenceId: number): PaletteHit {
  const key = formatWorkItemKey(identifier, sequenceId);
  return {
    value: `key:${key}`,
    label: `Open ${key}`,
    detail: key,
    kind: 'issue',
    id: '',
    identifier,
    sequenceId,
  };
}

function projectHit(project: Project): PaletteHit {
  return {
    value: `project:${project.id}`,
    label: project.name,
    detail: project.identifier,
    kind: 'project',
    id: project.id,
    identifier: project.identifier,
    sequenceId: null,
  };
}

/**
 * The palette's result groups for the typed text, only those with results: work items from the
 * workspace search (nothing before anything is typed; a typed key is offered at once while the
 * search runs), then the viewer's live projects matched by
 * name or identifier from the projects already loaded (the first few before anything is typed),
 * then, once something is typed, the live cycles and modules of those projects matched by name,
 * and the saved views the workspace search found.
 */
export function paletteGroups(options: {
  text: string;
  response: WorkspaceSearchResponse | null;
  projects: readonly Project[];
  /** A search for `text` is on its way: a typed key can be opened before it answers. */
  isSearching: boolean;
  /** Cycles and modules of the loaded projects, found by name once something is typed. */
  cycles?: readonly PaletteNamed[];
  modules?: readonly PaletteNamed[];
}): PaletteGroup[] {
  const { text, response, projects, isSearching } = options;
  const isIdle = text.trim() === '';
  const groups: PaletteGroup[] = [];
  const issues = isIdle ? [] : rankWorkItems(response?.results.issue ?? [], text).map(issueHit);
  const key = parseWorkItemKey(text);
  const hasExactHit = key !== null && issues[0]?.detail === keyText(key);
  if (key && isSearching && !hasExactHit) issues.unshift(keyHit(key.identifier, key.sequenceId));
  if (issues.length > 0)
    groups.push({
      kind: 'issue',
      heading: i18n.t('command-palette:groups.workItems'),
      hits: issues,
    });
  const open = projects.filter(
    (project) => project.member_role !== null && project.archived_at === null,
  );
  const matching = isIdle
    ? open.slice(0, IDLE_PROJECT_LIMIT)
    : open.filter((project) => matchesText(text, project.name, project.identifier));
  if (matching.length > 0)
    groups.push({
      kind: 'project',
      heading: i18n.t('command-palette:groups.projects'),
      hits: matching.map(projectHit),
    });
  if (!isIdle) {
    const identifierOf = (projectId: string) =>
      open.find((project) => project.id === projectId)?.identifier;
    for (const kind of ['cycle', 'module'] as const) {
      const hits = (kind === 'cycle' ? options.cycles : (options.modules ?? []))
        ?.filter((entry) => !entry.archived_at && matchesText(text, entry.name))
        .flatMap((entry): PaletteHit[] => {
          const identifier = identifierOf(entry.project_id);
          if (identifier === undefined) return [];
          return [
            {
              value: `${kind}:${entry.id}`,
              label: entry.name,
              detail: identifier,
              kind,
              id: entry.id,
              identifier,
              sequenceId: null,
              projectId: entry.project_id,
            },
          ];
        });
      if (hits && hits.length > 0)
        groups.push({
          kind,
          heading: i18n.t(
            kind === 'cycle' ? 'command-palette:groups.cycles' : 'command-palette:groups.modules',
          ),
          hits,
        });
    }
    const views = (response?.results.view ?? []).map((view): PaletteHit => ({
      value: `view:${view.id}`,
      label: view.name,
      detail: view.project__identifier ?? '',
      kind: 'view',
      id: view.id,
      identifier: view.project__identifier ?? '',
      sequenceId: null,
      ...(view.project_id === null ? {} : { projectId: view.project_id }),
    }));
    if (views.length > 0)
      groups.push({ kind: 'view', heading: i18n.t('command-palette:groups.views'), hits: views });
    // A page opens in the first project that shows it.
    const pages = (response?.results.page ?? []).flatMap((page): PaletteHit[] => {
      const projectId = page.project_ids[0];
      if (projectId === undefined) return [];
      const identifier = page.project__identifiers[0] ?? '';
      return [
        {
          value: `page:${page.id}`,
          label: page.name === '' ? i18n.t('command-palette:untitledPage') : page.name,
          detail: identifier,
          kind: 'page',
          id: page.id,
          identifier,
          sequenceId: null,
          projectId,
        },
      ];
    });
    if (pages.length > 0)
      groups.push({ kind: 'page', heading: i18n.t('command-palette:groups.pages'), hits: pages });
  }
  return groups;
}
