import type { Project, WorkspaceSearchIssue } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { openWorkItemRef, projectIdInPath } from './open-work-item';
import {
  IDLE_PROJECT_LIMIT,
  isWorkItemKey,
  matchesText,
  paletteGroups,
  rankWorkItems,
} from './palette-results';

function issue(id: string, identifier: string, sequence: number, name = id): WorkspaceSearchIssue {
  return {
    id,
    name,
    sequence_id: sequence,
    project_id: `p-${identifier}`,
    project__identifier: identifier,
    workspace__slug: 'acme',
  };
}

function project(id: string, name: string, identifier: string, extra: Partial<Project> = {}) {
  return { id, name, identifier, member_role: 15, archived_at: null, ...extra } as Project;
}

describe('isWorkItemKey', () => {
  it('recognises keys in any case', () => {
    expect(isWorkItemKey('web-12')).toBe(true);
    expect(isWorkItemKey('WEB-12')).toBe(true);
    expect(isWorkItemKey(' WEB-12 ')).toBe(true);
  });

  it('refuses text that is not a key', () => {
    expect(isWorkItemKey('web')).toBe(false);
    expect(isWorkItemKey('web-')).toBe(false);
    expect(isWorkItemKey('web-0')).toBe(false);
    expect(isWorkItemKey('fix the login')).toBe(false);
  });
});

describe('matchesText', () => {
  it('matches any word, ignoring case; blank matches everything', () => {
    expect(matchesText('mob', 'Mobile app', 'MOB')).toBe(true);
    expect(matchesText('WEB', 'Website')).toBe(true);
    expect(matchesText('api', 'Website', 'WEB')).toBe(false);
    expect(matchesText('  ', 'anything')).toBe(true);
  });
});

describe('rankWorkItems', () => {
  it('puts the exact key first and keeps the server order otherwise', () => {
    const items = [issue('a', 'WEB', 120), issue('b', 'API', 12), issue('c', 'WEB', 12)];
    expect(rankWorkItems(items, 'web-12').map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(rankWorkItems(items, 'login').map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('paletteGroups', () => {
  const projects = [
    project('1', 'Website', 'WEB'),
    project('2', 'Mobile', 'MOB'),
    project('3', 'Old', 'OLD', { archived_at: '2024-01-01T00:00:00Z' }),
    project('4', 'Secret', 'SEC', { member_role: null }),
  ];

  it('shows only projects before anything is typed', () => {
    const groups = paletteGroups({ text: '', response: null, projects, isSearching: false });
    expect(groups.map((group) => group.heading)).toEqual(['Projects']);
    expect(groups[0]?.hits.map((hit) => hit.label)).toEqual(['Website', 'Mobile']);
  });

  it('caps the idle project list', () => {
    const many = Array.from({ length: 9 }, (_, index) =>
      project(String(index), `P${String(index)}`, `P${String(index)}`),
    );
    const groups = paletteGroups({ text: '', response: null, projects: many, isSearching: false });
    expect(groups[0]?.hits).toHaveLength(IDLE_PROJECT_LIMIT);
  });

  it('groups work items first, keyed, and leaves out empty groups', () => {
    const response = { results: { issue: [issue('x', 'WEB', 3, 'Fix login')] } };
    const groups = paletteGroups({ text: 'web-3', response, projects, isSearching: true });
    expect(groups).toEqual([
      {
        kind: 'issue',
        heading: 'Work items',
        hits: [
          {
            value: 'issue:x',
            label: 'Fix login',
            detail: 'WEB-3',
            kind: 'issue',
            id: 'x',
            identifier: 'WEB',
            sequenceId: 3,
          },
        ],
      },
    ]);
  });

  it('offers a typed key at once while the search runs, never after it found nothing', () => {
    const searching = paletteGroups({ text: 'api-7', response: null, projects, isSearching: true });
    expect(searching[0]?.hits[0]).toMatchObject({ value: 'key:API-7', label: 'Open API-7' });
    const done = paletteGroups({
      text: 'api-7',
      response: { results: { issue: [] } },
      projects,
      isSearching: false,
    });
    expect(done).toEqual([]);
  });

  it('matches projects by name or identifier, never archived or foreign ones', () => {
    const byName = paletteGroups({
      text: 'mobi',
      response: { results: {} },
      projects,
      isSearching: false,
    });
    expect(byName.map((group) => group.hits.map((hit) => hit.id))).toEqual([['2']]);
    expect(paletteGroups({ text: 'old', response: null, projects, isSearching: false })).toEqual(
      [],
    );
    expect(paletteGroups({ text: 'sec', response: null, projects, isSearching: false })).toEqual(
      [],
    );
  });
});

describe('openWorkItemRef', () => {
  it('reads the peek id first', () => {
    expect(openWorkItemRef('/acme/projects/p1/issues', '?peekId=abc&layout=list')).toEqual({
      kind: 'id',
      id: 'abc',
    });
  });

  it('reads the browse key and the project page id', () => {
    expect(openWorkItemRef('/acme/browse/WEB-12/', '')).toEqual({ kind: 'key', key: 'WEB-12' });
    expect(openWorkItemRef('/acme/projects/p1/issues/i9', '')).toEqual({ kind: 'id', id: 'i9' });
  });

  it('answers null elsewhere', () => {
    expect(openWorkItemRef('/acme/projects/p1/issues', '')).toBeNull();
    expect(openWorkItemRef('/acme', '?peekId=')).toBeNull();
  });
});

describe('projectIdInPath', () => {
  it('finds the project of project screens only', () => {
    expect(projectIdInPath('/acme/projects/p1/issues')).toBe('p1');
    expect(projectIdInPath('/acme/projects/archives')).toBeNull();
    expect(projectIdInPath('/acme/drafts')).toBeNull();
  });
});
