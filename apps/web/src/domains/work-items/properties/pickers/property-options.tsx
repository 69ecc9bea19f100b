import { i18n } from '#web/lib/i18n';
import {
  type EstimatePoint,
  type Label,
  type Priority,
  PRIORITIES,
  type ProjectMember,
  type State,
} from '@keel/core';
import { Avatar } from '#web/ui/Avatar';
import { buildLabelTree, flattenLabelTree } from '#web/domains/labels/label-tree';
import { StateGroupIcon } from '#web/domains/states/StateGroupIcon';
import { groupStates } from '#web/domains/states/state-groups';
import { PriorityIcon } from '../PriorityIcon';
import { PRIORITY_LABELS } from '../priority-labels';
import type { PropertyOption } from '../PropertyOptionList';

/** The value standing for "no estimate" in the option list (ids are uuids, so never this). */
export const NO_ESTIMATE = 'none';

/** How a member is named in pickers and triggers. */
export function memberName(member: ProjectMember['member_detail']): string {
  return member.display_name || member.first_name;
}

export function isPriority(value: string): value is Priority {
  return PRIORITIES.some((priority) => priority === value);
}

/** A label's colour, drawn as a small dot. */
export function ColorDot({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      className="size-2 shrink-0 rounded-full"
      style={{ backgroundColor: color }}
    />
  );
}

/** A project's states under their group's heading, each with its group's shape in its colour. */
export function stateOptions(states: readonly State[]): PropertyOption[] {
  return groupStates(states).flatMap((section) =>
    section.states.map((state) => ({
      value: state.id,
      label: state.name,
      section: section.label,
      icon: <StateGroupIcon group={section.group} color={state.color} />,
    })),
  );
}

/** Urgent to none, each with its signal icon. */
export function priorityOptions(): PropertyOption[] {
  return PRIORITIES.map((value) => ({
    value,
    label: PRIORITY_LABELS[value],
    icon: <PriorityIcon priority={value} />,
  }));
}

/** A project's members, each with their avatar. */
export function memberOptions(members: readonly ProjectMember[]): PropertyOption[] {
  return members.map((entry) => ({
    value: entry.member,
    label: memberName(entry.member_detail),
    icon: (
      <Avatar
        name={memberName(entry.member_detail)}
        src={entry.member_detail.avatar}
        size="sm"
        className="size-4"
      />
    ),
  }));
}

/**
 * A project's labels as their tree, ordered as the labels settings show it: each parent, then its
 * children indented beneath; each with its colour dot.
 */
export function labelOptions(labels: readonly Label[]): PropertyOption[] {
  return flattenLabelTree(buildLabelTree(labels)).map(({ label, depth }) => ({
    value: label.id,
    label: label.name,
    depth,
    icon: <ColorDot color={label.color} />,
  }));
}

/** "None", then the estimate's points in their order. */
export function estimateOptions(points: readonly EstimatePoint[]): PropertyOption[] {
  return [
    { value: NO_ESTIMATE, label: i18n.t('common:none') },
    ...[...points]
      .sort((a, b) => a.key - b.key)
      .map((point) => ({ value: point.id, label: point.value })),
  ];
}
