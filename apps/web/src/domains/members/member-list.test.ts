import type { MemberUser, WorkspaceMember } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { makeMemberUser, makeWorkspaceMember } from '#web/test/factories';
import { memberDisplayName, memberFullName, visibleMembers } from './member-list';

function member(
  id: string,
  fields: Partial<MemberUser> = {},
  extra: Omit<Partial<WorkspaceMember>, 'member'> = {},
): WorkspaceMember {
  return makeWorkspaceMember({
    id: `m-${id}`,
    role: 15,
    is_active: true,
    member: { id, display_name: id, email: `${id}@example.com`, ...fields },
    ...extra,
  });
}

describe('visibleMembers', () => {
  it('puts the current user first, then orders by lower-cased display name', () => {
    const list = visibleMembers(
      [member('zoe'), member('Bob'), member('me', { display_name: 'Yann' }), member('alice')],
      'me',
    );
    expect(list.map((entry) => entry.member.id)).toEqual(['me', 'alice', 'Bob', 'zoe']);
  });

  it('leaves out inactive members and bots', () => {
    const list = visibleMembers(
      [member('a'), member('b', {}, { is_active: false }), member('c', { is_bot: true })],
      null,
    );
    expect(list.map((entry) => entry.member.id)).toEqual(['a']);
  });

  it('searches first name, last name, display name and email', () => {
    const members = [
      member('a', { first_name: 'Ada', last_name: 'Lovelace' }),
      member('b', { email: 'grace@navy.mil' }),
      member('c', { display_name: 'linus' }),
    ];
    expect(visibleMembers(members, null, 'love').map((m) => m.member.id)).toEqual(['a']);
    expect(visibleMembers(members, null, ' NAVY ').map((m) => m.member.id)).toEqual(['b']);
    expect(visibleMembers(members, null, 'lin').map((m) => m.member.id)).toEqual(['c']);
  });
});

describe('memberDisplayName', () => {
  it('falls back from display name to full name to email', () => {
    expect(memberDisplayName(makeMemberUser({ id: '1', display_name: 'ada' }))).toBe('ada');
    expect(memberDisplayName(makeMemberUser({ id: '1', first_name: 'Ada', last_name: 'L' }))).toBe(
      'Ada L',
    );
    expect(memberDisplayName(makeMemberUser({ id: '1', email: 'a@b.co' }))).toBe('a@b.co');
  });
});

describe('memberFullName', () => {
  it('prefers first and last name over the display name', () => {
    expect(
      memberFullName(
        makeMemberUser({ id: '1', display_name: 'ada', first_name: 'Ada', last_name: 'L' }),
      ),
    ).toBe('Ada L');
    expect(memberFullName(makeMemberUser({ id: '1', display_name: 'ada' }))).toBe('ada');
  });
});
