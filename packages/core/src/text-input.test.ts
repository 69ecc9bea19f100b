import { describe, expect, it } from 'vitest';
import { fieldName, findNulCharacter } from './text-input';

describe('findNulCharacter', () => {
  it('finds none in ordinary values', () => {
    expect(findNulCharacter({ name: 'Ship it', tags: ['a', 'b'], n: 1, ok: true, x: null })).toBe(
      null,
    );
    expect(findNulCharacter(undefined)).toBe(null);
  });

  it('names the field, nested or in a list, that holds a NUL', () => {
    expect(findNulCharacter('a\u0000b')).toEqual([]);
    expect(findNulCharacter({ name: 'a\u0000' })).toEqual(['name']);
    expect(findNulCharacter({ emails: [{ email: 'x' }, { email: '\u0000@x.test' }] })).toEqual([
      'emails',
      1,
      'email',
    ]);
    expect(fieldName(['emails', 1, 'email'])).toBe('emails.1.email');
  });

  it('refuses a NUL in an object key too (jsonb cannot hold it), naming the object', () => {
    expect(findNulCharacter({ filters: { 'state\u0000': ['x'] } })).toEqual(['filters']);
  });
});
