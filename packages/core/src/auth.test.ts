import { describe, expect, it } from 'vitest';
import { checkPassword, isValidEmail, normalizeEmail, safeNextPath } from './auth';

describe('emails', () => {
  it('are trimmed and lower-cased', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('must look like an address', () => {
    expect(isValidEmail('ada@example.com')).toBe(true);
    expect(isValidEmail(' Ada@Example.com ')).toBe(true);
    expect(isValidEmail('ada@example')).toBe(false);
    expect(isValidEmail('ada example@x.com')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@x.com`)).toBe(false);
  });
});

describe('checkPassword', () => {
  it('refuses short passwords', () => {
    expect(checkPassword('Ab1!x')).toMatchObject({
      isAcceptable: false,
      problem: 'Use at least 8 characters.',
    });
  });

  it('refuses guessable passwords', () => {
    const check = checkPassword('password123');
    expect(check.isAcceptable).toBe(false);
    expect(check.problem).toMatch(/too easy to guess/);
  });

  it('counts the user’s own details as guessable', () => {
    expect(
      checkPassword('adalovelace', ['ada', 'lovelace', 'adalovelace@example.com']).isAcceptable,
    ).toBe(false);
  });

  it('accepts a strong passphrase', () => {
    expect(checkPassword('correct-horse-battery-keel-42')).toMatchObject({
      isAcceptable: true,
      problem: null,
    });
  });
});

describe('safeNextPath', () => {
  it('keeps paths on this site', () => {
    expect(safeNextPath('/acme/projects?x=1')).toBe('/acme/projects?x=1');
  });

  it.each([
    'https://evil.test/',
    '//evil.test',
    '/\\evil.test',
    'acme',
    '',
    null,
    undefined,
    '/a\nb',
  ])('refuses %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});
