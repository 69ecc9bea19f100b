import {
  type Label,
  NONE_GROUP_KEY,
  type ProjectMember,
  type State,
  UNGROUPED_KEY,
} from '@keel/core';
import { describe, expect, it } from 'vitest';
import {
  describeGroup,
  groupedDisplayProperty,
  type GroupLookups,
  type GroupProject,
  orderGroupKeys,
} from './group-descriptors';

function state(id: string, name: string, group: string, sequence: number, project = 'p'): State {
  return {
    id,
    workspace: 'w',
    project,
    workspace_id: 'w',
    project_id: project,
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
  };
}

function label(id: string, name: string, project = 'p'): Label {
  return {
    id,
    workspace_id: 'w',
    project_id: project,
    parent: null,
    name,
    description: '',
    color: '#ff0000',
    sort_order: 0,
    created_at: '',
    updated_at: '',
  };
}

function member(id: string, displayName: string): ProjectMember {
  return {
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
  };
}

const PROJECTS: Partial<Record<string, GroupProject>> = {
  p1: {
    name: 'Mobile',
    identifier: 'MOB',
    logo_props: { in_use: 'emoji', emoji: { value: '128241' } },
  },
  p2: { name: 'Apps', identifier: 'APP', logo_props: {} },
};

const lookups: GroupLookups = {
  states: [
    state('s-done', 'Done', 'completed', 40000),
    state('s-todo', 'Todo', 'unstarted', 20000),
    state('s-back', 'Backlog', 'backlog', 10000),
  ],
  labels: [label('l-ui', 'UI'), label('l-api', 'API'), label('l-bug', 'bug')],
  members: [member('u-zoe', 'zoe'), member('u-ann', 'ann')],
  project: (id) => PROJECTS[id],
  spansProjects: false,
};

describe('orderGroupKeys', () => {
  it('orders states by the project sequence, none and unknown keys last', () => {
    expect(
      orderGroupKeys('state', ['x', NONE_GROUP_KEY, 's-done', 's-back', 's-todo'], lookups),
    ).toEqual(['s-back', 's-todo', 's-done', NONE_GROUP_KEY, 'x']);
  });
  it('orders priorities from urgent to none', () => {
    expect(
      orderGroupKeys('priority', ['none', 'low', 'urgent', 'high', 'medium'], lookups),
    ).toEqual(['urgent', 'high', 'medium', 'low', 'none']);
  });
  it('orders state groups in workflow order without triage', () => {
    expect(
      orderGroupKeys('state_detail.group', ['completed', 'triage', 'backlog', 'started'], lookups),
    ).toEqual(['backlog', 'started', 'completed', 'triage']);
  });
  it('orders labels and members by name', () => {
    expect(orderGroupKeys('labels', [NONE_GROUP_KEY, 'l-ui', 'l-bug', 'l-api'], lookups)).toEqual([
      'l-api',
      'l-bug',
      'l-ui',
      NONE_GROUP_KEY,
    ]);
    expect(orderGroupKeys('assignees', ['u-zoe', NONE_GROUP_KEY, 'u-ann'], lookups)).toEqual([
      'u-ann',
      'u-zoe',
      NONE_GROUP_KEY,
    ]);
  });
  it('orders due dates ascending and projects by name', () => {
    expect(
      orderGroupKeys('target_date', [NONE_GROUP_KEY, '2026-03-01', '2025-12-31'], lookups),
    ).toEqual(['2025-12-31', '2026-03-01', NONE_GROUP_KEY]);
    expect(orderGroupKeys('project', ['p1', 'p2'], lookups)).toEqual(['p2', 'p1']);
  });
  it('keeps the keys as given when ungrouped', () => {
    expect(orderGroupKeys(null, [UNGROUPED_KEY], lookups)).toEqual([UNGROUPED_KEY]);
  });
});

describe('describeGroup', () => {
  it('names groups without a value as Plane does', () => {
    expect(describeGroup('assignees', NONE_GROUP_KEY, lookups).name).toBe('Unassigned');
    expect(describeGroup('labels', NONE_GROUP_KEY, lookups).name).toBe('No labels');
    expect(describeGroup('target_date', NONE_GROUP_KEY, lookups).name).toBe('No due date');
  });
  it('names entities and values', () => {
    expect(describeGroup('state', 's-todo', lookups)).toEqual({
      key: 's-todo',
      name: 'Todo',
      icon: { kind: 'state', group: 'unstarted', color: '#aaaaaa' },
    });
    expect(describeGroup('priority', 'urgent', lookups).name).toBe('Urgent');
    expect(describeGroup('priority', 'none', lookups).name).toBe('No priority');
    expect(describeGroup('state_detail.group', 'started', lookups).name).toBe('Started');
    expect(describeGroup('created_by', 'u-ann', lookups).name).toBe('ann');
    expect(describeGroup('target_date', '2026-03-01', lookups).name).toBe('Mar 1, 2026');
    expect(describeGroup('project', 'p1', lookups).name).toBe('Mobile');
    expect(describeGroup(null, UNGROUPED_KEY, lookups).name).toBe('All work items');
  });
  it('gives project groups their project, for the logo', () => {
    expect(describeGroup('project', 'p1', lookups).icon).toEqual({
      kind: 'project',
      project: PROJECTS.p1,
    });
    expect(describeGroup('project', 'gone', lookups)).toEqual({
      key: 'gone',
      name: 'Unknown project',
      icon: { kind: 'project', project: null },
    });
  });
});

describe('groups of a list spanning projects', () => {
  const spanning: GroupLookups = {
    states: [
      state('m-done', 'Done', 'completed', 30000, 'p1'),
      state('m-todo', 'Todo', 'unstarted', 20000, 'p1'),
      state('a-todo', 'Todo', 'unstarted', 10000, 'p2'),
      state('a-back', 'Backlog', 'backlog', 50000, 'p2'),
    ],
    labels: [label('m-bug', 'Bug', 'p1'), label('a-bug', 'bug', 'p2'), label('a-api', 'API', 'p2')],
    members: [member('u-zoe', 'zoe'), member('u-ann', 'ann')],
    project: (id) => PROJECTS[id],
    spansProjects: true,
  };

  it('names a state or label of any project, with its project as a hint', () => {
    expect(describeGroup('state', 'a-todo', spanning)).toMatchObject({ name: 'Todo', hint: 'APP' });
    expect(describeGroup('labels', 'm-bug', spanning)).toMatchObject({ name: 'Bug', hint: 'MOB' });
    expect(describeGroup('assignees', 'u-ann', spanning).hint).toBeUndefined();
  });

  it('orders states by group, then project name, then sequence', () => {
    expect(
      orderGroupKeys('state', ['m-done', 'm-todo', 'a-todo', 'a-back', NONE_GROUP_KEY], spanning),
    ).toEqual(['a-back', 'a-todo', 'm-todo', 'm-done', NONE_GROUP_KEY]);
  });

  it('orders labels by name, then project name', () => {
    expect(orderGroupKeys('labels', ['m-bug', 'a-bug', 'a-api'], spanning)).toEqual([
      'a-api',
      'a-bug',
      'm-bug',
    ]);
  });
});

describe('groupedDisplayProperty', () => {
  it('names the property a grouping shows in its header', () => {
    expect(groupedDisplayProperty('assignees')).toBe('assignee');
    expect(groupedDisplayProperty('target_date')).toBe('due_date');
    expect(groupedDisplayProperty('created_by')).toBeNull();
  });
});
