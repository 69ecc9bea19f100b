import { describe, expect, it } from 'vitest';
import { membershipRole } from './permissions/acting-role';
import { hasRole, isRole, ROLE, roleName } from './roles';

describe('roles', () => {
  it('uses Plane numbers', () => {
    expect(ROLE).toEqual({ admin: 20, member: 15, guest: 5 });
  });

  it('orders roles so that a higher one includes the lower', () => {
    expect(hasRole(ROLE.admin, ROLE.member)).toBe(true);
    expect(hasRole(ROLE.member, ROLE.member)).toBe(true);
    expect(hasRole(ROLE.guest, ROLE.member)).toBe(false);
    expect(hasRole(null, ROLE.guest)).toBe(false);
    expect(hasRole(undefined, ROLE.guest)).toBe(false);
  });

  it('recognises only the three role values', () => {
    expect(isRole(15)).toBe(true);
    expect(isRole(10)).toBe(false);
    expect(isRole('20')).toBe(false);
  });

  it('names each role', () => {
    expect(roleName(ROLE.admin)).toBe('admin');
    expect(roleName(ROLE.member)).toBe('member');
    expect(roleName(ROLE.guest)).toBe('guest');
  });

  it('prefers original_role when a membership has one', () => {
    expect(membershipRole({ role: ROLE.guest, original_role: ROLE.member })).toBe(ROLE.member);
    expect(membershipRole({ role: ROLE.guest, original_role: null })).toBe(ROLE.guest);
    expect(membershipRole({ role: ROLE.admin })).toBe(ROLE.admin);
  });
});
