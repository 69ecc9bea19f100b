import { describe, expect, it } from 'vitest';
import { STATE_GROUPS } from './constants';
import { DEFAULT_STATES } from './project-rules';

describe('DEFAULT_STATES', () => {
  it('has one state per group, Backlog the only default, Triage hidden', () => {
    expect(DEFAULT_STATES.map((state) => state.group)).toEqual([...STATE_GROUPS]);
    expect(DEFAULT_STATES.filter((state) => state.default).map((state) => state.name)).toEqual([
      'Backlog',
    ]);
    expect(DEFAULT_STATES.filter((state) => state.is_triage).map((state) => state.name)).toEqual([
      'Triage',
    ]);
  });

  it('numbers their sequences as Plane does', () => {
    expect(DEFAULT_STATES.map((state) => state.sequence)).toEqual([
      15_000, 25_000, 35_000, 45_000, 55_000, 65_000,
    ]);
  });
});
