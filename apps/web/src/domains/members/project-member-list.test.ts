import { type ProjectMember, ROLE } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { makeWorkspaceMember } from '#web/test/factories';
import {
  addableWorkspaceMembers,
  defaultProjectRole,
  projectMemberFullName,
  projectMemberName,
  projectRoleOptions,
  visibleProjectMembers,
} from './project-member-list';

function projectMember(id: string, userId: string, name: string, email: string | null = null) {
  const membership: ProjectMember = {
    id,
    project: 'p1',
    workspace: 'w1',
    member: userId,
    member_detail: {
      id: userId,
      first_name: '',
      last_name: '',
      display_name: name,
      email,
      avatar: null,
      avatar_url: null,
    },
    role: ROLE.member,
    original_role: null,
    is_active: true,
    created_at: '2025-01-01T00:00:00.000Z',
  };
  return membership;
}

describe('visibleProjectMembers', () => {
  const members = [
    projectMember('m1', 'u1', 'Zoe'),
    projectMember('m2', 'u2', 'ada', 'ada@example.com'),
    projectMember('m3', 'u3', 'Bea'),
  ];

  it('lists the current user first, then by lower-cased display name', () => {
    expect(visibleProjectMembers(members, 'u1').map((entry) => entry.id)).toEqual([
      'm1',
      'm2',
      'm3',
    ]);
    expect(visibleProjectMembers(members, null).map((entry) => entry.id)).toEqual([
      'm2',
      'm3',
      'm1',
    ]);
  });

  it('matches names and email, tolerating a missing email', () => {
    expect(visibleProjectMembers(members, null, ' EXAMPLE ').map((entry) => entry.id)).toEqual([
      'm2',
    ]);
    expect(visibleProjectMembers(members, null, 'be').map((entry) => entry.id)).toEqual(['m3']);
  });
});

describe('addableWorkspaceMembers', () => {
  const workspace = [
    makeWorkspaceMember({ id: 'w1', member: { id: 'u1', display_name: 'zoe' } }),
    makeWorkspaceMember({ id: 'w2', member: { id: 'u2', display_name: 'cy' } }),
    makeWorkspaceMember({ id: 'w3', is_active: false, member: { id: 'u3', display_name: 'al' } }),
    makeWorkspaceMember({ id: 'w4', member: { id: 'u4', display_name: 'bot', is_bot: true } }),
    makeWorkspaceMember({ id: 'w5', member: { id: 'u5', display_name: 'Bo' } }),
  ];

  it('offers active people who are not in the project yet, by name', () => {
    const inProject = [projectMember('m1', 'u1', 'zoe')];
    expect(addableWorkspaceMembers(workspace, inProject).map((entry) => entry.id)).toEqual([
      'w5',
      'w2',
    ]);
    expect(addableWorkspaceMembers(workspace, inProject, 'cy').map((entry) => entry.id)).toEqual([
      'w2',
    ]);
  });
});

describe('project roles', () => {
  it('never offers a role above the workspace role', () => {
    expect(projectRoleOptions(ROLE.admin).map((option) => option.value)).toEqual([
      ROLE.admin,
      ROLE.member,
      ROLE.guest,
    ]);
    expect(projectRoleOptions(ROLE.guest).map((option) => option.value)).toEqual([ROLE.guest]);
  });

  it('keeps the current role listed, and only it when the workspace role is unknown', () => {
    expect(projectRoleOptions(ROLE.member, ROLE.admin).map((option) => option.value)).toEqual([
      ROLE.admin,
      ROLE.member,
      ROLE.guest,
    ]);
    expect(projectRoleOptions(undefined, ROLE.member).map((option) => option.value)).toEqual([
      ROLE.member,
    ]);
  });

  it('starts new people as members, or guests when that is all they are', () => {
    expect(defaultProjectRole(ROLE.admin)).toBe(ROLE.member);
    expect(defaultProjectRole(ROLE.member)).toBe(ROLE.member);
    expect(defaultProjectRole(ROLE.guest)).toBe(ROLE.guest);
  });
});

describe('projectMemberName', () => {
  it('prefers the display name, then the full name, then the email', () => {
    const user = projectMember('m1', 'u1', '').member_detail;
    expect(projectMemberName({ ...user, display_name: 'ada' })).toBe('ada');
    expect(projectMemberName({ ...user, first_name: 'Ada', last_name: 'L' })).toBe('Ada L');
    expect(projectMemberName({ ...user, email: 'a@example.com' })).toBe('a@example.com');
    expect(projectMemberName(user)).toBe('Unknown member');
    expect(projectMemberFullName({ ...user, display_name: 'ada', first_name: 'Ada' })).toBe('Ada');
  });
});
