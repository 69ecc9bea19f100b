import { describe, expect, it } from 'vitest';
import { parseInviteRows } from './invite-rows';

describe('parseInviteRows', () => {
  it('skips blank rows and normalises emails', () => {
    const parsed = parseInviteRows([
      { email: '  Ada@Example.com ', role: 15 },
      { email: '', role: 5 },
      { email: 'grace@example.com', role: 20 },
    ]);
    expect(parsed.invitations).toEqual([
      { email: 'ada@example.com', role: 15 },
      { email: 'grace@example.com', role: 20 },
    ]);
    expect(parsed.errors.size).toBe(0);
  });

  it('reports invalid and repeated emails on their rows', () => {
    const parsed = parseInviteRows([
      { email: 'ada@example.com', role: 15 },
      { email: 'not-an-email', role: 15 },
      { email: 'ADA@example.com', role: 5 },
    ]);
    expect(parsed.invitations).toHaveLength(1);
    expect(parsed.errors.get(1)).toBe('Enter a valid email address.');
    expect(parsed.errors.get(2)).toBe('This email is already on the list.');
  });
});
