import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail, safeNextPath } from './auth';

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
