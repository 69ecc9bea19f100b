import {
  isProjectListContext,
  type FilterKey,
  type Label,
  PRIORITIES,
  type Priority,
  type ProjectMember,
  RELATIVE_DATE_FILTERS,
  type State,
  type UserFilters,
  type WorkItemListContext,
} from '@keel/core';
import type { IconName } from '#web/ui/Icon';
import {
  compareStates,
  defaultStateColor,
  isEditableStateGroup,
  STATE_GROUP_LABELS,
  STATE_GROUP_ORDER,
  type EditableStateGroup,
} from '#web/domains/states/state-groups';
import { workItemsText, type WorkItemsKey } from '../work-items-text';
import { dateTermLabel, relativeDateLabel } from './date-filter-terms';

/** Plane's token for "the relation is empty" (no assignee, no label). */
export const NONE_VALUE = 'None';

/** How an option is drawn next to its name; kept as data so the descriptors stay pure. */
export type OptionVisual =
  | { kind: 'icon'; icon: IconName }
  | { kind: 'priority'; priority: Priority }
  | { kind: 'state-group'; group: EditableStateGroup }
  | { kind: 'state'; group: EditableStateGroup; color: string }
  | { kind: 'color'; color: string }
  | { kind: 'member'; name: string; avatar: string | null };

export interface FilterOption {
  value: string;
  label: string;
  visual: OptionVisual;
}

/**
 * Where the options of a screen's filters come from. A list spanning projects offers the labels
 * and members of every project in `projects()`.
 */
export interface FilterSource {
  context: WorkItemListContext;
  /** The screen's project; null where the list spans projects. */
  projectId: string | null;
  states(projectId: string): State[];
  labels(projectId: string): Label[];
  members(projectId: string): ProjectMember[];
  /** Projects a spanning list may be narrowed to (and whose labels and members it offers). */
  projects(): readonly { id: string; name: string }[];
  /** The project's cycles and modules (every one, ended too); absent: none. */
  cycles?(projectId: string): readonly { id: string; name: string }[];
  modules?(projectId: string): readonly { id: string; name: string }[];
  /** Whether the project has cycles (modules) turned on; absent: it does not. */
  hasCycles?(projectId: string): boolean;
  hasModules?(projectId: string): boolean;
}

export interface FilterDescriptor {
  key: FilterKey;
  label: string;
  icon: IconName;
  /** Date filters add a custom after/before choice to their options and hold one term per side. */
  kind: 'options' | 'date';
  isOffered(context: WorkItemListContext): boolean;
  /** Whether the screen's project has what the filter needs (cycles, modules); absent: always. */
  isAvailable?(source: FilterSource): boolean;
  options(source: FilterSource): FilterOption[];
  /** A value's name and look on a chip, also for values no longer among the options. */
  describe(value: string, source: FilterSource): FilterOption;
}

/** Lists of one project: the project's list, its archive, one of its cycles or modules. */
function isProjectContext(context: WorkItemListContext): boolean {
  return isProjectListContext(context);
}

const spansProjects = (context: WorkItemListContext) => !isProjectContext(context);

const always = () => true;

function describeFrom(
  options: (source: FilterSource) => FilterOption[],
  unknownLabel: WorkItemsKey,
  icon: IconName,
) {
  return (value: string, source: FilterSource): FilterOption =>
    options(source).find((option) => option.value === value) ?? {
      value,
      label: workItemsText(unknownLabel),
      visual: { kind: 'icon', icon },
    };
}

/** The screen's project's entities, or those of every project a spanning list offers. */
function fromProjects<T>(source: FilterSource, read: (projectId: string) => T[]): T[] {
  return source.projectId === null
    ? source.projects().flatMap((project) => read(project.id))
    : read(source.projectId);
}

/** Each person once, though they belong to several projects. */
function distinctBy<T>(entries: readonly T[], key: (entry: T) => string): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const value = key(entry);
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
}

function memberOptions(source: FilterSource, noneLabel: WorkItemsKey | null): FilterOption[] {
  const members = distinctBy(
    fromProjects(source, (id) => source.members(id)).map((entry) => entry.member_detail),
    (member) => member.id,
  )
    .sort((a, b) => a.display_name.localeCompare(b.display_name))
    .map<FilterOption>((member) => ({
      value: member.id,
      label: member.display_name,
      visual: { kind: 'member', name: member.display_name, avatar: member.avatar },
    }));
  return noneLabel === null
    ? members
    : [
        {
          value: NONE_VALUE,
          label: workItemsText(noneLabel),
          visual: { kind: 'icon', icon: 'user-minus' },
        },
        ...members,
      ];
}

function memberFilter(
  key: FilterKey,
  label: WorkItemsKey,
  icon: IconName,
  noneLabel: WorkItemsKey | null,
): FilterDescriptor {
  const options = (source: FilterSource) => memberOptions(source, noneLabel);
  return {
    key,
    get label() {
      return workItemsText(label);
    },
    icon,
    kind: 'options',
    isOffered: always,
    options,
    describe: describeFrom(options, 'group.formerMember', 'circle-user'),
  };
}

function dateFilter(key: FilterKey, label: WorkItemsKey, icon: IconName): FilterDescriptor {
  return {
    key,
    get label() {
      return workItemsText(label);
    },
    icon,
    kind: 'date',
    isOffered: always,
    options: () =>
      RELATIVE_DATE_FILTERS.map((option) => ({
        value: option.value,
        label: relativeDateLabel(option.value),
        visual: { kind: 'icon', icon: 'calendar-clock' },
      })),
    describe: (value) => ({
      value,
      label: dateTermLabel(value),
      visual: { kind: 'icon', icon: 'calendar' },
    }),
  };
}

const priorityOptions = (): FilterOption[] =>
  PRIORITIES.map((priority) => ({
    value: priority,
    label: workItemsText(`priority.${priority}`),
    visual: { kind: 'priority', priority },
  }));

const stateGroupOptions = (): FilterOption[] =>
  STATE_GROUP_ORDER.map((group) => ({
    value: group,
    label: STATE_GROUP_LABELS[group],
    visual: { kind: 'state-group', group },
  }));

/** States of the screen's project; spanning lists filter by state group instead. */
const stateOptions = (source: FilterSource): FilterOption[] =>
  (source.projectId === null ? [] : source.states(source.projectId))
    .slice()
    .sort(
      (a, b) =>
        STATE_GROUP_ORDER.indexOf(a.group as EditableStateGroup) -
          STATE_GROUP_ORDER.indexOf(b.group as EditableStateGroup) || compareStates(a, b),
    )
    .map((state) => {
      const group = isEditableStateGroup(state.group) ? state.group : 'backlog';
      return {
        value: state.id,
        label: state.name,
        visual: { kind: 'state', group, color: state.color || defaultStateColor(group) },
      };
    });

/** Label ids in one filter value: a spanning list's option stands for every label of its name. */
export const LABEL_ID_SEPARATOR = ',';

/**
 * Labels of a spanning list, one option per name (case-blind), its value every id of that name
 * joined by commas: the list request sends filter values joined by commas, so picking "Bug"
 * keeps the items of each project's "Bug".
 */
function labelsByName(labels: readonly Label[]): FilterOption[] {
  const byName = new Map<string, Label[]>();
  for (const label of labels) {
    const key = label.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), label]);
  }
  return [...byName.values()]
    .flatMap((named) => {
      const [first] = named;
      if (!first) return [];
      const ids = named.map((label) => label.id).sort();
      return [
        {
          value: ids.join(LABEL_ID_SEPARATOR),
          label: first.name,
          visual: { kind: 'color', color: first.color } as const,
        },
      ];
    })
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' }));
}

const labelOptions = (source: FilterSource): FilterOption[] => [
  {
    value: NONE_VALUE,
    label: workItemsText('priority.none'),
    visual: { kind: 'icon', icon: 'tag' },
  },
  ...(source.projectId === null
    ? labelsByName(fromProjects(source, (id) => source.labels(id)))
    : source
        .labels(source.projectId)
        .slice()
        .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name))
        .map<FilterOption>((label) => ({
          value: label.id,
          label: label.name,
          visual: { kind: 'color', color: label.color },
        }))),
];

/**
 * A label value on a chip: its option, or (when the labels of that name changed since it was
 * picked) the name of any label it holds.
 */
function describeLabel(value: string, source: FilterSource): FilterOption {
  const offered = labelOptions(source).find((option) => option.value === value);
  if (offered) return offered;
  const ids = new Set(value.split(LABEL_ID_SEPARATOR));
  const known = fromProjects(source, (id) => source.labels(id)).find((label) => ids.has(label.id));
  return known
    ? { value, label: known.name, visual: { kind: 'color', color: known.color } }
    : {
        value,
        label: workItemsText('filters.deletedLabel'),
        visual: { kind: 'icon', icon: 'tag' },
      };
}

/** "No cycle" (module), then the project's cycles (modules) by name. */
function namedOptions(
  entries: readonly { id: string; name: string }[],
  noneLabel: WorkItemsKey,
  icon: IconName,
): FilterOption[] {
  return [
    { value: NONE_VALUE, label: workItemsText(noneLabel), visual: { kind: 'icon', icon: 'minus' } },
    ...[...entries]
      .sort((a, b) =>
        a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }),
      )
      .map<FilterOption>((entry) => ({
        value: entry.id,
        label: entry.name,
        visual: { kind: 'icon', icon },
      })),
  ];
}

const cycleOptions = (source: FilterSource): FilterOption[] =>
  namedOptions(
    source.projectId === null ? [] : (source.cycles?.(source.projectId) ?? []),
    'group.none.cycle',
    'contrast',
  );

const moduleOptions = (source: FilterSource): FilterOption[] =>
  namedOptions(
    source.projectId === null ? [] : (source.modules?.(source.projectId) ?? []),
    'group.none.module',
    'boxes',
  );

const projectOptions = (source: FilterSource): FilterOption[] =>
  source.projects().map((project) => ({
    value: project.id,
    label: project.name,
    visual: { kind: 'icon', icon: 'briefcase' },
  }));

/**
 * Every filter the filter menu offers, in the order it lists them and chips show them. A new
 * filter is one more entry here.
 */
export const FILTER_DESCRIPTORS: readonly FilterDescriptor[] = [
  {
    key: 'project',
    get label() {
      return workItemsText('property.project');
    },
    icon: 'briefcase',
    kind: 'options',
    isOffered: spansProjects,
    options: projectOptions,
    describe: describeFrom(projectOptions, 'group.unknownProject', 'briefcase'),
  },
  {
    key: 'priority',
    get label() {
      return workItemsText('property.priority');
    },
    icon: 'signal-high',
    kind: 'options',
    isOffered: always,
    options: priorityOptions,
    describe: describeFrom(priorityOptions, 'filters.unknownPriority', 'signal'),
  },
  {
    key: 'state_group',
    get label() {
      return workItemsText('property.stateGroup');
    },
    icon: 'circle-dashed',
    kind: 'options',
    isOffered: always,
    options: stateGroupOptions,
    describe: describeFrom(stateGroupOptions, 'filters.unknownGroup', 'circle-dashed'),
  },
  {
    key: 'state',
    get label() {
      return workItemsText('property.state');
    },
    icon: 'circle-dot',
    kind: 'options',
    isOffered: isProjectContext,
    options: stateOptions,
    describe: describeFrom(stateOptions, 'filters.deletedState', 'circle-dashed'),
  },
  memberFilter('assignees', 'property.assignees', 'users', 'priority.none'),
  memberFilter('mentions', 'property.mentions', 'at-sign', null),
  memberFilter('created_by', 'property.createdBy', 'user', null),
  {
    key: 'labels',
    get label() {
      return workItemsText('property.labels');
    },
    icon: 'tag',
    kind: 'options',
    isOffered: always,
    options: labelOptions,
    describe: describeLabel,
  },
  {
    key: 'cycle',
    get label() {
      return workItemsText('property.cycle');
    },
    icon: 'contrast',
    kind: 'options',
    isOffered: (context) => isProjectContext(context) && context !== 'cycle',
    isAvailable: (source) =>
      source.projectId !== null && (source.hasCycles?.(source.projectId) ?? false),
    options: cycleOptions,
    describe: describeFrom(cycleOptions, 'group.unknownCycle', 'contrast'),
  },
  {
    key: 'module',
    get label() {
      return workItemsText('property.module');
    },
    icon: 'boxes',
    kind: 'options',
    isOffered: (context) => isProjectContext(context) && context !== 'module',
    isAvailable: (source) =>
      source.projectId !== null && (source.hasModules?.(source.projectId) ?? false),
    options: moduleOptions,
    describe: describeFrom(moduleOptions, 'group.unknownModule', 'boxes'),
  },
  dateFilter('start_date', 'property.startDate', 'calendar-clock'),
  dateFilter('target_date', 'property.dueDate', 'calendar-check'),
  memberFilter('subscriber', 'property.subscribers', 'bell', null),
];

/**
 * The filters a context offers, in menu order; those that need something of the project (cycles,
 * modules turned on) only with a source whose project has it.
 */
export function filtersFor(
  context: WorkItemListContext,
  source?: FilterSource,
): FilterDescriptor[] {
  return FILTER_DESCRIPTORS.filter(
    (descriptor) =>
      descriptor.isOffered(context) &&
      (descriptor.isAvailable === undefined ||
        (source !== undefined && descriptor.isAvailable(source))),
  );
}

/** Applied filters the menu knows, each with its values in the order they were picked. */
export function appliedFilterEntries(
  filters: UserFilters,
  descriptors: readonly FilterDescriptor[],
): { descriptor: FilterDescriptor; values: string[] }[] {
  return descriptors.flatMap((descriptor) => {
    const values = filters[descriptor.key] ?? [];
    return values.length > 0 ? [{ descriptor, values }] : [];
  });
}

/** How many values are applied: the number on the Filters button. */
export function appliedFilterCount(
  filters: UserFilters,
  descriptors: readonly FilterDescriptor[],
): number {
  return appliedFilterEntries(filters, descriptors).reduce(
    (sum, entry) => sum + entry.values.length,
    0,
  );
}

/** Options whose name (or whose filter's name) holds the search, case-insensitively. */
export function matchingOptions(
  descriptor: FilterDescriptor,
  options: readonly FilterOption[],
  search: string,
): FilterOption[] {
  const needle = search.trim().toLowerCase();
  if (needle === '' || descriptor.label.toLowerCase().includes(needle)) return [...options];
  return options.filter((option) => option.label.toLowerCase().includes(needle));
}
