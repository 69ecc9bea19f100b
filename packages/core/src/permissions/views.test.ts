import { describe, expect, it } from 'vitest';
import { ROLE } from '../roles';
import { VIEW_ACCESS } from '../views-wire';
import { canCreateView, canManageView, canSeeView } from './views';

const { admin, member, guest } = ROLE;
const mine = (access: number) => ({ access, ownedById: 'me' });
const theirs = (access: number) => ({ access, ownedById: 'other' });

describe('view rules (spec §4, §6)', () => {
  it('shows public views to every role and private views to their owner only', () => {
    for (const role of [admin, member, guest]) {
      expect(canSeeView({ userId: 'me', role }, theirs(VIEW_ACCESS.public))).toBe(true);
      expect(canSeeView({ userId: 'me', role }, theirs(VIEW_ACCESS.private))).toBe(false);
      expect(canSeeView({ userId: 'me', role }, mine(VIEW_ACCESS.private))).toBe(true);
    }
    expect(canSeeView({ userId: 'me', role: null }, theirs(VIEW_ACCESS.public))).toBe(false);
    expect(canSeeView({ userId: 'me', role: null }, mine(VIEW_ACCESS.private))).toBe(false);
  });

  it('lets members and admins create, guests only read', () => {
    expect([admin, member, guest, null].map(canCreateView)).toEqual([true, true, false, false]);
  });

  it('lets the owner or an admin manage a view they can see', () => {
    expect(canManageView({ userId: 'me', role: member }, mine(VIEW_ACCESS.public))).toBe(true);
    expect(canManageView({ userId: 'me', role: member }, mine(VIEW_ACCESS.private))).toBe(true);
    expect(canManageView({ userId: 'me', role: member }, theirs(VIEW_ACCESS.public))).toBe(false);
    expect(canManageView({ userId: 'me', role: admin }, theirs(VIEW_ACCESS.public))).toBe(true);
    expect(canManageView({ userId: 'me', role: admin }, theirs(VIEW_ACCESS.private))).toBe(false);
    expect(canManageView({ userId: 'me', role: guest }, mine(VIEW_ACCESS.public))).toBe(false);
  });
});
