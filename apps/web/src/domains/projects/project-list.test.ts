import { ROLE, canEditWorkItem, workItemOwnership } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { makeProject } from '#web/test/factories';
import {
  actingProjectRole,
  matchesProjectSearch,
  parseProjectOrder,
  sanitizeIdentifier,
  sidebarProjects,
  sortProjects,
  suggestIdentifier,
  visibleProjects,
  workItemViewerOf,
} from './project-list';

const website = makeProject({
  id: 'p1',
  name: 'Website',
  identifier: 'WEB',
  sort_order: 30_000,
  created_at: '2025-01-01T00:00:00.000Z',
});
const mobile = makeProject({
  id: 'p2',
  name: 'mobile app',
  identifier: 'MOB',
  sort_order: 10_000,
  created_at: '2025-03-01T00:00:00.000Z',
  member_role: null,
});
const archived = makeProject({
  id: 'p3',
  name: 'Archive me',
  identifier: 'OLD',
  sort_order: 20_000,
  created_at: '2025-02-01T00:00:00.000Z',
  archived_at: '2025-04-01T00:00:00.000Z',
});
const all = [website, mobile, archived];

const ids = (projects: { id: string }[]) => projects.map((project) => project.id);

describe('matchesProjectSearch', () => {
  it('matches the name or the identifier, ignoring case', () => {
    expect(matchesProjectSearch(website, 'webs')).toBe(true);
    expect(matchesProjectSearch(website, 'we')).toBe(true);
    expect(matchesProjectSearch(mobile, 'MOBILE')).toBe(true);
    expect(matchesProjectSearch(mobile, 'mob')).toBe(true);
    expect(matchesProjectSearch(mobile, 'web')).toBe(false);
  });

  it('matches everything when the query is blank', () => {
    expect(matchesProjectSearch(website, '   ')).toBe(true);
  });
});

describe('sortProjects', () => {
  it('puts the newest first by created date', () => {
    expect(ids(sortProjects(all, 'created_at'))).toEqual(['p2', 'p3', 'p1']);
  });

  it('sorts by name A to Z whatever the case', () => {
    expect(ids(sortProjects(all, 'name'))).toEqual(['p3', 'p2', 'p1']);
  });

  it('follows sort_order ascending when manual', () => {
    expect(ids(sortProjects(all, 'manual'))).toEqual(['p2', 'p3', 'p1']);
  });

  it('leaves its input untouched', () => {
    const input = [website, mobile];
    sortProjects(input, 'manual');
    expect(ids(input)).toEqual(['p1', 'p2']);
  });
});

describe('visibleProjects', () => {
  const filters = { query: '', isMyProjects: false, isArchive: false, order: 'name' } as const;

  it('shows only live projects on the normal list', () => {
    expect(ids(visibleProjects(all, filters))).toEqual(['p2', 'p1']);
  });

  it('shows only archived projects on the archives screen', () => {
    expect(ids(visibleProjects(all, { ...filters, isArchive: true }))).toEqual(['p3']);
  });

  it('keeps only the projects I am a member of with "My projects"', () => {
    expect(ids(visibleProjects(all, { ...filters, isMyProjects: true }))).toEqual(['p1']);
  });

  it('applies the search', () => {
    expect(ids(visibleProjects(all, { ...filters, query: 'app' }))).toEqual(['p2']);
  });
});

describe('sidebarProjects', () => {
  it('lists my live projects, favorites first, then by manual order', () => {
    const projects = [
      makeProject({ id: 'a', sort_order: 1 }),
      makeProject({ id: 'b', sort_order: 2, is_favorite: true }),
      makeProject({ id: 'c', sort_order: 3 }),
      makeProject({ id: 'd', sort_order: 0, is_favorite: true }),
      makeProject({ id: 'e', sort_order: 0, member_role: null }),
      makeProject({ id: 'f', sort_order: 0, archived_at: '2025-04-01T00:00:00.000Z' }),
      makeProject({ id: 'g', sort_order: 5, member_role: ROLE.guest }),
    ];
    expect(ids(sidebarProjects(projects))).toEqual(['d', 'b', 'a', 'c', 'g']);
  });
});

describe('suggestIdentifier', () => {
  it('takes the first five letters and digits, upper-cased, without spaces', () => {
    expect(suggestIdentifier('Mobile app')).toBe('MOBIL');
    expect(suggestIdentifier('Web')).toBe('WEB');
    expect(suggestIdentifier('Q3 – big push!')).toBe('Q3BIG');
    expect(suggestIdentifier('Ünïcode')).toBe('ÜNÏCO');
  });

  it('suggests nothing for a name without letters or digits', () => {
    expect(suggestIdentifier('  -- ')).toBe('');
  });
});

describe('sanitizeIdentifier', () => {
  it('upper-cases what is typed and keeps letters and digits, at most twelve', () => {
    expect(sanitizeIdentifier('ab-c 1')).toBe('ABC1');
    expect(sanitizeIdentifier('abcdefghijklmnop')).toBe('ABCDEFGHIJKL');
  });
});

describe('parseProjectOrder', () => {
  it('reads known orders and falls back to created date', () => {
    expect(parseProjectOrder('manual')).toBe('manual');
    expect(parseProjectOrder('name')).toBe('name');
    expect(parseProjectOrder('bogus')).toBe('created_at');
    expect(parseProjectOrder(null)).toBe('created_at');
  });
});

describe('actingProjectRole', () => {
  it('is the membership role, raised to admin for a workspace admin, null for non-members', () => {
    const member = makeProject({ member_role: ROLE.member });
    expect(actingProjectRole(member, ROLE.member)).toBe(ROLE.member);
    expect(actingProjectRole(member, ROLE.admin)).toBe(ROLE.admin);
    expect(actingProjectRole(makeProject({ member_role: null }), ROLE.admin)).toBeNull();
  });
});

describe('workItemViewerOf', () => {
  const own = workItemOwnership({ created_by: 'me', is_draft: false });
  const others = workItemOwnership({ created_by: 'someone', is_draft: false });

  it('lets a guest edit the items they created, as the server does, and members any item', () => {
    const asGuest = workItemViewerOf(makeProject({ member_role: ROLE.guest }), ROLE.guest, 'me');
    expect(asGuest).not.toBeNull();
    if (asGuest === null) return;
    expect(canEditWorkItem(asGuest, own)).toBe(true);
    expect(canEditWorkItem(asGuest, others)).toBe(false);
    const asMember = workItemViewerOf(makeProject({ member_role: ROLE.member }), ROLE.member, 'me');
    expect(asMember && canEditWorkItem(asMember, others)).toBe(true);
  });

  it('is null until the signed-in person is known', () => {
    expect(
      workItemViewerOf(makeProject({ member_role: ROLE.member }), ROLE.member, undefined),
    ).toBeNull();
  });
});
