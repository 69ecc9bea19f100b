import { DEFAULT_STATES, EDITABLE_STATE_GROUPS, STATE_SEQUENCE_STEP, type State } from '@keel/core';
import { i18n } from '#web/lib/i18n';

/** The groups a state can be in, in workflow order; Triage is hidden from settings (Plane). */
export type EditableStateGroup = (typeof EDITABLE_STATE_GROUPS)[number];
export const STATE_GROUP_ORDER: readonly EditableStateGroup[] = EDITABLE_STATE_GROUPS;

/** A state group's name in the current language. */
export function stateGroupLabel(group: EditableStateGroup): string {
  return i18n.t(`states:groups.${group}`);
}

/** The groups' names, read in the current language each time one is looked up. */
export const STATE_GROUP_LABELS: Readonly<Record<EditableStateGroup, string>> = {
  get backlog() {
    return stateGroupLabel('backlog');
  },
  get unstarted() {
    return stateGroupLabel('unstarted');
  },
  get started() {
    return stateGroupLabel('started');
  },
  get completed() {
    return stateGroupLabel('completed');
  },
  get cancelled() {
    return stateGroupLabel('cancelled');
  },
};

export function isEditableStateGroup(group: string): group is EditableStateGroup {
  return STATE_GROUP_ORDER.some((known) => known === group);
}

/** The colour a new state of the group starts with: that of the project's default state there. */
export function defaultStateColor(group: EditableStateGroup): string {
  return DEFAULT_STATES.find((state) => state.group === group)?.color ?? '#60646C';
}

/** Orders states by sequence; equal sequences fall back to name so the list never jumps. */
export function compareStates(a: State, b: State): number {
  return a.sequence - b.sequence || a.name.localeCompare(b.name);
}

export interface StateGroupSection {
  group: EditableStateGroup;
  label: string;
  states: State[];
}

/**
 * Every editable group in workflow order, each with its states by sequence. Groups without states
 * are kept, so that a state can be added to them; triage states are left out.
 */
export function groupStates(states: readonly State[]): StateGroupSection[] {
  return STATE_GROUP_ORDER.map((group) => ({
    group,
    label: stateGroupLabel(group),
    states: states.filter((state) => !state.is_triage && state.group === group).sort(compareStates),
  }));
}

/**
 * The sequence of a state placed between two neighbours in its group: their midpoint; half of the
 * next before the first; one step after the last; one step in an empty group.
 */
export function sequenceBetween(previous: number | null, next: number | null): number {
  if (previous !== null && next !== null) return (previous + next) / 2;
  if (previous !== null) return previous + STATE_SEQUENCE_STEP;
  if (next !== null) return next / 2;
  return STATE_SEQUENCE_STEP;
}

/**
 * The new sequence of a state dragged onto another one of the same group, or null when nothing
 * moves. `groupStates` is the group's states in display order.
 */
export function sequenceAfterMove(
  groupStates: readonly State[],
  movedId: string,
  targetId: string,
): number | null {
  const from = groupStates.findIndex((state) => state.id === movedId);
  const to = groupStates.findIndex((state) => state.id === targetId);
  if (from === -1 || to === -1 || from === to) return null;
  const others = groupStates.filter((state) => state.id !== movedId);
  const previous = others[to - 1]?.sequence ?? null;
  const next = others[to]?.sequence ?? null;
  return sequenceBetween(previous, next);
}
