import type { DisplayGroupBy, Label, ProjectMember, State } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Avatar } from '#web/ui/Avatar';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import { ProjectLogo } from '../projects/ProjectLogo';
import { StateGroupIcon } from '../states/StateGroupIcon';
import { isEditableStateGroup } from '../states/state-groups';
import {
  describeGroup,
  type GroupIcon,
  type GroupLookups,
  type GroupProject,
  type NamedEntity,
} from './group-descriptors';
import { PriorityIcon } from './properties/PriorityIcon';
import { useWorkItemsScreen } from './screen-context';
import type { WorkItemsScreenModel } from './work-items-screen-model';
import { useProjects } from '../projects/use-projects';

/** Where group lookups read projects: the root projects store. */
interface ProjectSource {
  get(id: string): GroupProject | undefined;
  list(slug: string): readonly { id: string }[] | undefined;
}

/** Members of several projects, each person once (the first project's membership). */
function distinctMembers(members: readonly ProjectMember[]): ProjectMember[] {
  const seen = new Set<string>();
  return members.filter((entry) => {
    if (seen.has(entry.member)) return false;
    seen.add(entry.member);
    return true;
  });
}

/**
 * The entities a screen's groups are named after: the project's in a project list, those of
 * every loaded project of the workspace in a list that spans projects. Reading it in an observer
 * or a computed tracks those entities.
 */
export function groupLookupsOf(model: WorkItemsScreenModel, projects: ProjectSource): GroupLookups {
  const { projectId, lookups } = model;
  const projectIds = projectId
    ? [projectId]
    : (projects.list(model.slug) ?? []).map((project) => project.id);
  const states: State[] = [];
  const labels: Label[] = [];
  const members: ProjectMember[] = [];
  const cycles: NamedEntity[] = [];
  const modules: NamedEntity[] = [];
  for (const id of projectIds) {
    states.push(...lookups.states(id));
    labels.push(...lookups.labels(id));
    members.push(...lookups.members(id));
    const groupBy = model.settings.display.group_by;
    const subGroupBy = model.settings.display.sub_group_by;
    if (groupBy === 'cycle' || subGroupBy === 'cycle') cycles.push(...lookups.cycles(id));
    if (groupBy === 'module' || subGroupBy === 'module') modules.push(...lookups.modules(id));
  }
  return {
    states,
    labels,
    cycles,
    modules,
    members: projectId ? members : distinctMembers(members),
    project: (id) => projects.get(id),
    spansProjects: projectId === null,
  };
}

/** The group lookups of the screen a component is drawn in. */
export function useGroupLookups(): GroupLookups {
  const model = useWorkItemsScreen();
  const projects = useProjects();
  return groupLookupsOf(model, projects);
}

/** A group's icon: the state's shape, the priority's signal, the label's colour, the avatar… */
export function GroupIconView({ icon }: { icon: GroupIcon }) {
  switch (icon.kind) {
    case 'state':
    case 'state-group':
      return isEditableStateGroup(icon.group) ? (
        <StateGroupIcon
          group={icon.group}
          {...(icon.kind === 'state' && icon.color !== null ? { color: icon.color } : {})}
        />
      ) : (
        <Icon name="circle-dashed" size={14} className="text-tertiary" />
      );
    case 'priority':
      return <PriorityIcon priority={icon.priority} />;
    case 'label':
      return icon.color === null ? (
        <span aria-hidden="true" className="size-2.5 rounded-full border border-strong" />
      ) : (
        <span
          aria-hidden="true"
          className="size-2.5 rounded-full"
          style={{ backgroundColor: icon.color }}
        />
      );
    case 'member':
      return icon.name === '' ? (
        <Icon name="circle-user" size={16} className="text-tertiary" />
      ) : (
        <Avatar name={icon.name} src={icon.avatar} size="sm" className="size-4" />
      );
    case 'date':
      return <Icon name="calendar-check" size={14} className="text-tertiary" />;
    case 'project':
      return icon.project === null ? (
        <Icon name="folder-kanban" size={14} className="text-tertiary" />
      ) : (
        <ProjectLogo project={icon.project} size="sm" />
      );
    case 'cycle':
      return <Icon name="contrast" size={14} className="text-tertiary" />;
    case 'module':
      return <Icon name="boxes" size={14} className="text-tertiary" />;
    case 'none':
      return <Icon name="layers" size={14} className="text-tertiary" />;
  }
}

export interface GroupHeaderProps {
  groupBy: DisplayGroupBy | null;
  groupKey: string;
  /** Items in the group on the server (not only those loaded). */
  count: number;
  isCollapsed: boolean;
  onToggleCollapse: () => void;
  /** Opens the group's quick add; the "+" is shown only where quick add is allowed. */
  onAdd?: () => void;
  /** The group's loaded ids, for the checkbox that selects the whole group; none → no checkbox. */
  selectableIds?: readonly string[];
  className?: string;
}

/**
 * The head of a group in the list and kanban layouts: its icon, name and count, a chevron that
 * collapses it and, where quick add is allowed, a "+" that starts a new item in the group.
 */
export const GroupHeader = observer(function GroupHeader({
  groupBy,
  groupKey,
  count,
  isCollapsed,
  onToggleCollapse,
  onAdd,
  selectableIds,
  className,
}: GroupHeaderProps) {
  const { t } = useTranslation('work-items');
  const model = useWorkItemsScreen();
  const lookups = useGroupLookups();
  const { name, icon, hint } = describeGroup(groupBy, groupKey, lookups);
  const fullName = hint === undefined ? name : `${name} (${hint})`;
  const selected = selectableIds?.filter((id) => model.selection.has(id)).length ?? 0;
  const isAllSelected =
    selectableIds !== undefined && selected > 0 && selected === selectableIds.length;
  return (
    <div className={cx('group/header flex min-w-0 items-center gap-2', className)}>
      {selectableIds !== undefined && model.canSelect && (
        <input
          type="checkbox"
          aria-label={t('group.selectAll', { name: fullName })}
          checked={isAllSelected}
          ref={(element) => {
            if (element) element.indeterminate = selected > 0 && !isAllSelected;
          }}
          disabled={selectableIds.length === 0}
          onChange={() => {
            model.selection.toggleAll(selectableIds);
          }}
          className={cx(
            'size-3.5 shrink-0 cursor-pointer accent-accent',
            selected === 0 &&
              'opacity-0 focus-visible:opacity-100 group-hover/header:opacity-100 touch:opacity-100',
          )}
        />
      )}
      <button
        type="button"
        aria-expanded={!isCollapsed}
        aria-label={
          isCollapsed
            ? t('group.expand', { name: fullName })
            : t('group.collapse', { name: fullName })
        }
        onClick={onToggleCollapse}
        className="flex min-w-0 items-center gap-2 rounded-md px-1 py-0.5 text-left outline-none hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus"
      >
        <span className="flex size-4 shrink-0 items-center justify-center">
          <GroupIconView icon={icon} />
        </span>
        <span className="truncate text-base font-medium text-primary">{name}</span>
        {hint !== undefined && (
          <span className="shrink-0 text-xs text-tertiary" title={t('property.project')}>
            {hint}
          </span>
        )}
        <span className="shrink-0 text-sm tabular-nums text-tertiary">{count}</span>
        <Icon
          name={isCollapsed ? 'chevron-right' : 'chevron-down'}
          size={14}
          className="text-tertiary"
        />
      </button>
      {onAdd !== undefined && model.canQuickAdd && (
        <IconButton
          icon="plus"
          label={t('group.addTo', { name: fullName })}
          onClick={onAdd}
          className="ml-auto size-6 opacity-0 focus-visible:opacity-100 group-hover/header:opacity-100 touch:opacity-100"
        />
      )}
    </div>
  );
});
