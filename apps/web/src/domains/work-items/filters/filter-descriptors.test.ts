import type { Label, ProjectMember, State } from '@keel/core';
import { describe, expect, it } from 'vitest';
import {
  appliedFilterCount,
  appliedFilterEntries,
  FILTER_DESCRIPTORS,
  type FilterDescriptor,
  type FilterSource,
  filtersFor,
  matchingOptions,
} from './filter-descriptors';

const state = (id: string, name: string, group: string, sequence: number): State => ({
  id,
  workspace: 'w',
  project: 'p',
  workspace_id: 'w',
  project_id: 'p',
  name,
  description: '',
  color: '#aaaaaa',
  slug: name.toLowerCase(),
  sequence,
  group,
  default: false,
  is_triage: false,
  created_at: '',
  updated_at: '',
});

const label = (id: string, name: string, sortOrder: number): Label => ({
  id,
  workspace_id: 'w',
  project_id: 'p',
  parent: null,
  name,
  description: '',
  color: '#ff0000',
  sort_order: sortOrder,
  created_at: '',
  updated_at: '',
});

const member = (id: string, displayName: string): ProjectMember => ({
  id: `pm-${id}`,
  project: 'p',
  workspace: 'w',
  member: id,
  member_detail: {
    id,
    first_name: displayName,
    last_name: '',
    display_name: displayName,
    email: null,
    avatar: null,
    avatar_url: null,
  },
  role: 15,
  original_role: null,
  is_active: true,
  created_at: '',
});

const source: FilterSource = {
  context: 'project',
  projectId: 'p',
  states: () => [state('s2', 'Done', 'completed', 1), state('s1', 'Todo', 'unstarted', 2)],
  labels: () => [label('l2', 'Bug', 2), label('l1', 'Feature', 1)],
  members: () => [member('m2', 'zoe'), member('m1', 'adam')],
  projects: () => [{ id: 'p', name: 'Web' }],
};

function descriptor(key: string): FilterDescriptor {
  const found = FILTER_DESCRIPTORS.find((entry) => entry.key === key);
  if (!found) throw new Error(`no descriptor ${key}`);
  return found;
}

describe('filter descriptors', () => {
  it('offers the project filter only where a list spans projects', () => {
    const keys = filtersFor('project').map((entry) => entry.key);
    expect(keys).toEqual([
      'priority',
      'state_group',
      'state',
      'assignees',
      'mentions',
      'created_by',
      'labels',
      'start_date',
      'target_date',
      'subscriber',
    ]);
    expect(filtersFor('global_all').map((entry) => entry.key)).toContain('project');
    expect(filtersFor('profile_assigned').map((entry) => entry.key)).toContain('project');
    expect(filtersFor('workspace_drafts').map((entry) => entry.key)).toContain('project');
    expect(filtersFor('archived').map((entry) => entry.key)).not.toContain('project');
  });

  it('offers state groups but not states where a list spans projects', () => {
    const keys = filtersFor('global_all').map((entry) => entry.key);
    expect(keys).toContain('state_group');
    expect(keys).not.toContain('state');
    expect(filtersFor('archived').map((entry) => entry.key)).toContain('state');
  });

  it('has one entry per key', () => {
    const keys = FILTER_DESCRIPTORS.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists fixed options for priority and state group', () => {
    expect(
      descriptor('priority')
        .options(source)
        .map((option) => option.label),
    ).toEqual(['Urgent', 'High', 'Medium', 'Low', 'None']);
    expect(
      descriptor('state_group')
        .options(source)
        .map((option) => option.value),
    ).toEqual(['backlog', 'unstarted', 'started', 'completed', 'cancelled']);
  });

  it('lists states by group, labels by order, members by name', () => {
    expect(
      descriptor('state')
        .options(source)
        .map((option) => option.label),
    ).toEqual(['Todo', 'Done']);
    expect(
      descriptor('labels')
        .options(source)
        .map((option) => option.label),
    ).toEqual(['None', 'Feature', 'Bug']);
    expect(
      descriptor('assignees')
        .options(source)
        .map((option) => option.value),
    ).toEqual(['None', 'm1', 'm2']);
    expect(
      descriptor('mentions')
        .options(source)
        .map((option) => option.value),
    ).toEqual(['m1', 'm2']);
  });

  describe('in a list spanning projects', () => {
    const labelsOf: Record<string, Label[]> = {
      p1: [label('l-bug-1', 'Bug', 1), label('l-ui', 'UI', 2)],
      p2: [label('l-bug-2', 'bug', 1), label('l-api', 'API', 2)],
      p3: [],
    };
    const membersOf: Record<string, ProjectMember[]> = {
      p1: [member('m1', 'adam'), member('m2', 'zoe')],
      p2: [member('m2', 'zoe'), member('m3', 'bea')],
      p3: [],
    };
    const spanning: FilterSource = {
      context: 'global_all',
      projectId: null,
      states: () => [state('s1', 'Todo', 'unstarted', 1)],
      labels: (projectId) => labelsOf[projectId] ?? [],
      members: (projectId) => membersOf[projectId] ?? [],
      projects: () => [
        { id: 'p1', name: 'Web' },
        { id: 'p2', name: 'Mobile' },
        { id: 'p3', name: 'Ops' },
      ],
    };

    it('offers the members of every project, each person once', () => {
      expect(
        descriptor('assignees')
          .options(spanning)
          .map((option) => option.value),
      ).toEqual(['None', 'm1', 'm3', 'm2']);
      expect(
        descriptor('created_by')
          .options(spanning)
          .map((option) => option.label),
      ).toEqual(['adam', 'bea', 'zoe']);
    });

    it('offers one label per name, filtering by every label of that name', () => {
      const options = descriptor('labels').options(spanning);
      expect(options.map((option) => [option.label, option.value])).toEqual([
        ['None', 'None'],
        ['API', 'l-api'],
        ['Bug', 'l-bug-1,l-bug-2'],
        ['UI', 'l-ui'],
      ]);
    });

    it('names a label value picked before the labels of its name changed', () => {
      expect(descriptor('labels').describe('l-bug-2', spanning).label).toBe('bug');
      expect(descriptor('labels').describe('l-bug-1,l-gone', spanning).label).toBe('Bug');
      expect(descriptor('labels').describe('l-gone', spanning).label).toBe('Deleted label');
    });

    it('offers no states and the projects as they are', () => {
      expect(descriptor('state').options(spanning)).toEqual([]);
      expect(
        descriptor('project')
          .options(spanning)
          .map((option) => option.label),
      ).toEqual(['Web', 'Mobile', 'Ops']);
    });
  });

  it('names values for chips, including ones no longer offered', () => {
    expect(descriptor('priority').describe('urgent', source).label).toBe('Urgent');
    expect(descriptor('labels').describe('l2', source)).toMatchObject({
      label: 'Bug',
      visual: { kind: 'color', color: '#ff0000' },
    });
    expect(descriptor('state').describe('gone', source).label).toBe('Deleted state');
    expect(descriptor('start_date').describe('2026-01-31;after', source).label).toBe(
      'After 31 Jan 2026',
    );
    expect(descriptor('target_date').options(source)).toHaveLength(4);
  });

  it('counts applied filters the menu offers', () => {
    const filters = { priority: ['urgent', 'high'], labels: [], state: null, cycle: ['c1'] };
    const descriptors = filtersFor('project');
    expect(appliedFilterEntries(filters, descriptors).map((entry) => entry.descriptor.key)).toEqual(
      ['priority'],
    );
    expect(appliedFilterCount(filters, descriptors)).toBe(2);
  });

  it('searches option names, or a whole filter by its name', () => {
    const priority = descriptor('priority');
    const options = priority.options(source);
    expect(matchingOptions(priority, options, 'urg').map((option) => option.value)).toEqual([
      'urgent',
    ]);
    expect(matchingOptions(priority, options, 'PRIO')).toHaveLength(5);
    expect(matchingOptions(priority, options, '')).toHaveLength(5);
  });
});
