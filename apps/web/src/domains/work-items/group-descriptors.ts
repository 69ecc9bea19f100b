import {
  type DisplayGroupBy,
  type DisplayPropertyKey,
  type Label,
  NONE_GROUP_KEY,
  type Priority,
  PRIORITIES,
  type Project,
  type ProjectMember,
  type State,
  STATE_GROUPS,
  UNGROUPED_KEY,
} from '@keel/core';
import { parseISO } from 'date-fns';
import { formatDate } from '#web/lib/format';
import { i18n } from '#web/lib/i18n';
import {
  compareStates,
  isEditableStateGroup,
  STATE_GROUP_LABELS,
  STATE_GROUP_ORDER,
} from '../states/state-groups';
import { priorityLabel } from './properties/priority-labels';

/** What a project group shows of its project. */
export type GroupProject = Pick<Project, 'name' | 'identifier' | 'logo_props'>;

/**
 * What a group header needs to know of the entities its keys name: the project's, or in a list
 * spanning projects those of every loaded project (members once per person).
 */
export interface GroupLookups {
  states: readonly State[];
  labels: readonly Label[];
  members: readonly ProjectMember[];
  /** A project, for lists grouped by project and for the hints below; undefined when unknown. */
  project: (id: string) => GroupProject | undefined;
  /**
   * Whether the list spans projects: states and labels then order by project after their group
   * or name, and their groups carry the project's identifier, since two projects may both have
   * a "Todo".
   */
  spansProjects: boolean;
  /** The cycles and modules of the list's project(s), for lists grouped by them. */
  cycles?: readonly NamedEntity[];
  modules?: readonly NamedEntity[];
}

/** A cycle or module as a group names it. */
export interface NamedEntity {
  id: string;
  name: string;
}

/** How a group's icon is drawn; the header turns it into an element. */
export type GroupIcon =
  | { kind: 'state'; group: string; color: string | null }
  | { kind: 'state-group'; group: string }
  | { kind: 'priority'; priority: Priority }
  | { kind: 'label'; color: string | null }
  | { kind: 'member'; name: string; avatar: string | null }
  | { kind: 'date' }
  | { kind: 'project'; project: GroupProject | null }
  | { kind: 'cycle' }
  | { kind: 'module' }
  | { kind: 'none' };

export interface GroupDescriptor {
  key: string;
  name: string;
  icon: GroupIcon;
  /** Shown after the name, quieter: the project a state or label belongs to in spanning lists. */
  hint?: string;
}

/** The key (under `group.none.`) naming the group of items without a value, per grouping. */
const NONE_NAMES = {
  state: 'state',
  priority: 'priority',
  labels: 'labels',
  'state_detail.group': 'stateGroup',
  assignees: 'assignees',
  cycle: 'cycle',
  module: 'module',
  target_date: 'targetDate',
  project: 'project',
  team_project: 'project',
  created_by: 'createdBy',
} as const satisfies Readonly<Record<DisplayGroupBy, string>>;

function isPriority(key: string): key is Priority {
  return PRIORITIES.some((priority) => priority === key);
}

/** Names as people sort them: case-blind, with numbers in order (Label 2 before Label 10). */
function compareNames(a: string, b: string): number {
  return a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
}

function memberName(member: ProjectMember): string {
  return member.member_detail.display_name || member.member_detail.first_name;
}

/** The identifier of the entity's project, as a hint, in lists that span projects. */
function projectHint(lookups: GroupLookups, projectId: string | null): { hint?: string } {
  if (!lookups.spansProjects || projectId === null) return {};
  const identifier = lookups.project(projectId)?.identifier;
  return identifier ? { hint: identifier } : {};
}

/** The name and icon of one group of a grouping. */
export function describeGroup(
  groupBy: DisplayGroupBy | null,
  key: string,
  lookups: GroupLookups,
): GroupDescriptor {
  if (groupBy === null || key === UNGROUPED_KEY)
    return { key, name: i18n.t('work-items:group.all'), icon: { kind: 'none' } };
  if (key === NONE_GROUP_KEY) {
    const icon: GroupIcon =
      groupBy === 'assignees' || groupBy === 'created_by'
        ? { kind: 'member', name: '', avatar: null }
        : groupBy === 'labels'
          ? { kind: 'label', color: null }
          : groupBy === 'target_date'
            ? { kind: 'date' }
            : groupBy === 'cycle' || groupBy === 'module'
              ? { kind: groupBy }
              : { kind: 'none' };
    return { key, name: i18n.t(`work-items:group.none.${NONE_NAMES[groupBy]}`), icon };
  }
  switch (groupBy) {
    case 'state': {
      const state = lookups.states.find((entry) => entry.id === key);
      return {
        key,
        name: state?.name ?? i18n.t('work-items:group.unknownState'),
        icon: { kind: 'state', group: state?.group ?? 'backlog', color: state?.color ?? null },
        ...projectHint(lookups, state?.project ?? null),
      };
    }
    case 'priority':
      return isPriority(key)
        ? { key, name: priorityLabel(key), icon: { kind: 'priority', priority: key } }
        : { key, name: key, icon: { kind: 'none' } };
    case 'labels': {
      const label = lookups.labels.find((entry) => entry.id === key);
      return {
        key,
        name: label?.name ?? i18n.t('work-items:group.unknownLabel'),
        icon: { kind: 'label', color: label?.color ?? null },
        ...projectHint(lookups, label?.project_id ?? null),
      };
    }
    case 'state_detail.group':
      return {
        key,
        name: isEditableStateGroup(key) ? STATE_GROUP_LABELS[key] : key,
        icon: { kind: 'state-group', group: key },
      };
    case 'assignees':
    case 'created_by': {
      const member = lookups.members.find((entry) => entry.member === key);
      const name = member ? memberName(member) : i18n.t('work-items:group.formerMember');
      return {
        key,
        name,
        icon: { kind: 'member', name, avatar: member?.member_detail.avatar ?? null },
      };
    }
    case 'target_date':
      return { key, name: formatDate(parseISO(key)), icon: { kind: 'date' } };
    case 'project':
    case 'team_project': {
      const project = lookups.project(key);
      return {
        key,
        name: project?.name ?? i18n.t('work-items:group.unknownProject'),
        icon: { kind: 'project', project: project ?? null },
      };
    }
    case 'cycle':
      return {
        key,
        name:
          lookups.cycles?.find((cycle) => cycle.id === key)?.name ??
          i18n.t('work-items:group.unknownCycle'),
        icon: { kind: 'cycle' },
      };
    case 'module':
      return {
        key,
        name:
          lookups.modules?.find((module) => module.id === key)?.name ??
          i18n.t('work-items:group.unknownModule'),
        icon: { kind: 'module' },
      };
  }
}

/** A state group's place in the workflow; unknown groups (triage) last. */
function groupRank(group: string): number {
  const index = STATE_GROUP_ORDER.findIndex((known) => known === group);
  return index === -1 ? STATE_GROUP_ORDER.length : index;
}

/** Keys known to the grouping, in their display order; keys it does not know are left out. */
function knownOrder(groupBy: DisplayGroupBy, lookups: GroupLookups): string[] {
  const byName = <T>(entries: readonly T[], name: (entry: T) => string, id: (entry: T) => string) =>
    [...entries].sort((a, b) => compareNames(name(a), name(b))).map(id);
  const projectOf = (projectId: string | null) =>
    projectId === null ? '' : (lookups.project(projectId)?.name ?? projectId);
  switch (groupBy) {
    case 'state':
      return [...lookups.states]
        .sort((a, b) =>
          lookups.spansProjects
            ? groupRank(a.group) - groupRank(b.group) ||
              compareNames(projectOf(a.project), projectOf(b.project)) ||
              compareStates(a, b)
            : compareStates(a, b),
        )
        .map((state) => state.id);
    case 'priority':
      return [...PRIORITIES];
    case 'state_detail.group':
      return STATE_GROUPS.filter((group) => group !== 'triage');
    case 'labels':
      return byName(
        lookups.labels,
        (label) =>
          lookups.spansProjects ? `${label.name}\u0000${projectOf(label.project_id)}` : label.name,
        (label) => label.id,
      );
    case 'assignees':
    case 'created_by':
      return byName(lookups.members, memberName, (member) => member.member);
    case 'cycle':
      return byName(
        lookups.cycles ?? [],
        (cycle) => cycle.name,
        (cycle) => cycle.id,
      );
    case 'module':
      return byName(
        lookups.modules ?? [],
        (module) => module.name,
        (module) => module.id,
      );
    default:
      return [];
  }
}

/**
 * The order groups are shown in: states by the project's sequence (across projects: by state
 * group, then project, then sequence), priorities from urgent to none, state groups in workflow
 * order (no triage), labels (then their project), members, cycles and modules by name, dates
 * ascending, projects by name; then the group without a value, then any key the lookups do not
 * know.
 */
export function orderGroupKeys(
  groupBy: DisplayGroupBy | null,
  keys: readonly string[],
  lookups: GroupLookups,
): string[] {
  if (groupBy === null) return [...keys];
  const present = new Set(keys);
  let ordered: string[];
  if (groupBy === 'target_date') {
    ordered = keys.filter((key) => key !== NONE_GROUP_KEY).sort();
  } else if (groupBy === 'project' || groupBy === 'team_project') {
    const name = (key: string) => lookups.project(key)?.name ?? key;
    ordered = keys
      .filter((key) => key !== NONE_GROUP_KEY)
      .sort((a, b) => compareNames(name(a), name(b)));
  } else {
    ordered = knownOrder(groupBy, lookups).filter((key) => present.has(key));
  }
  const placed = new Set(ordered);
  const unknown = keys.filter((key) => !placed.has(key) && key !== NONE_GROUP_KEY);
  return [...ordered, ...(present.has(NONE_GROUP_KEY) ? [NONE_GROUP_KEY] : []), ...unknown];
}

/** The display property a grouping shows in its headers, hidden on the rows beneath them. */
export function groupedDisplayProperty(groupBy: DisplayGroupBy | null): DisplayPropertyKey | null {
  switch (groupBy) {
    case 'state':
      return 'state';
    case 'priority':
      return 'priority';
    case 'labels':
      return 'labels';
    case 'assignees':
      return 'assignee';
    case 'target_date':
      return 'due_date';
    case 'cycle':
      return 'cycle';
    case 'module':
      return 'modules';
    default:
      return null;
  }
}
