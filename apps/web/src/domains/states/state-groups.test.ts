import { STATE_SEQUENCE_STEP, type State } from '@keel/core';
import { describe, expect, it } from 'vitest';
import {
  STATE_GROUP_LABELS,
  STATE_GROUP_ORDER,
  defaultStateColor,
  groupStates,
  isEditableStateGroup,
  sequenceAfterMove,
  sequenceBetween,
} from './state-groups';

function state(overrides: Partial<State> & Pick<State, 'id' | 'group' | 'sequence'>): State {
  return {
    workspace: 'w',
    project: 'p',
    project_id: 'p',
    workspace_id: 'w',
    name: overrides.id,
    description: '',
    color: '#60646C',
    slug: overrides.id,
    default: false,
    is_triage: false,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('state groups', () => {
  it('lists the groups in workflow order with their labels, without triage', () => {
    expect(STATE_GROUP_ORDER).toEqual([
      'backlog',
      'unstarted',
      'started',
      'completed',
      'cancelled',
    ]);
    expect(STATE_GROUP_ORDER.map((group) => STATE_GROUP_LABELS[group])).toEqual([
      'Backlog',
      'Unstarted',
      'Started',
      'Completed',
      'Cancelled',
    ]);
    expect(isEditableStateGroup('started')).toBe(true);
    expect(isEditableStateGroup('triage')).toBe(false);
  });

  it('gives a new state the colour of the default state of its group', () => {
    expect(defaultStateColor('started')).toBe('#F59E0B');
    expect(defaultStateColor('completed')).toBe('#46A758');
  });

  it('groups states by sequence, keeps empty groups and hides triage', () => {
    const sections = groupStates([
      state({ id: 'review', group: 'started', sequence: 80_000 }),
      state({ id: 'progress', group: 'started', sequence: 55_000 }),
      state({ id: 'backlog', group: 'backlog', sequence: 15_000 }),
      state({ id: 'triage', group: 'triage', sequence: 90_000, is_triage: true }),
    ]);
    expect(sections.map((section) => section.group)).toEqual(STATE_GROUP_ORDER);
    expect(sections.map((section) => section.states.map((entry) => entry.id))).toEqual([
      ['backlog'],
      [],
      ['progress', 'review'],
      [],
      [],
    ]);
  });
});

describe('sequenceBetween', () => {
  it('takes the midpoint of two neighbours', () => {
    expect(sequenceBetween(10_000, 20_000)).toBe(15_000);
  });

  it('halves the next one before the first', () => {
    expect(sequenceBetween(null, 25_000)).toBe(12_500);
  });

  it('steps past the previous one after the last', () => {
    expect(sequenceBetween(65_000, null)).toBe(65_000 + STATE_SEQUENCE_STEP);
  });

  it('starts an empty group at one step', () => {
    expect(sequenceBetween(null, null)).toBe(STATE_SEQUENCE_STEP);
  });
});

describe('sequenceAfterMove', () => {
  const group = [
    state({ id: 'a', group: 'started', sequence: 10_000 }),
    state({ id: 'b', group: 'started', sequence: 20_000 }),
    state({ id: 'c', group: 'started', sequence: 30_000 }),
  ];

  it('places a state dragged down between its new neighbours', () => {
    expect(sequenceAfterMove(group, 'a', 'b')).toBe(25_000);
  });

  it('places a state dragged up between its new neighbours', () => {
    expect(sequenceAfterMove(group, 'c', 'b')).toBe(15_000);
  });

  it('places a state dragged to the top at half of the first', () => {
    expect(sequenceAfterMove(group, 'c', 'a')).toBe(5_000);
  });

  it('places a state dragged to the bottom one step after the last', () => {
    expect(sequenceAfterMove(group, 'a', 'c')).toBe(30_000 + STATE_SEQUENCE_STEP);
  });

  it('moves nothing when dropped on itself or outside the group', () => {
    expect(sequenceAfterMove(group, 'b', 'b')).toBeNull();
    expect(sequenceAfterMove(group, 'b', 'elsewhere')).toBeNull();
  });
});
