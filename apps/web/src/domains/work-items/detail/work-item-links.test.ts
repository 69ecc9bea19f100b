import { describe, expect, it } from 'vitest';
import {
  browsePath,
  formatWorkItemKey,
  parseWorkItemKey,
  peekIdOf,
  projectListPath,
  projectWorkItemPath,
  searchWithPeek,
} from './work-item-links';

describe('parseWorkItemKey', () => {
  it('reads an identifier and a sequence, case-insensitively', () => {
    expect(parseWorkItemKey('WEB-42')).toEqual({ identifier: 'WEB', sequence: 42 });
    expect(parseWorkItemKey('web-7')).toEqual({ identifier: 'WEB', sequence: 7 });
    expect(parseWorkItemKey('Ab12-1')).toEqual({ identifier: 'AB12', sequence: 1 });
  });

  it('refuses what is not a key', () => {
    for (const segment of ['', 'WEB', 'WEB-', '-4', 'WEB-0', 'WEB-4x', 'W E-1', 'WEB--1', 'a-b-1'])
      expect(parseWorkItemKey(segment)).toBeNull();
  });
});

describe('links', () => {
  it('builds the browse link and the project paths', () => {
    expect(formatWorkItemKey('WEB', 42)).toBe('WEB-42');
    expect(browsePath('acme', 'WEB', 42)).toBe('/acme/browse/WEB-42/');
    expect(projectWorkItemPath('acme', 'p1', 'i1')).toBe('/acme/projects/p1/issues/i1');
    expect(projectListPath('acme', 'p1')).toBe('/acme/projects/p1/issues');
  });
});

describe('peek parameter', () => {
  it('reads the open item from the search string', () => {
    expect(peekIdOf('?peekId=abc&x=1')).toBe('abc');
    expect(peekIdOf('?x=1')).toBeNull();
    expect(peekIdOf('?peekId=')).toBeNull();
    expect(peekIdOf(new URLSearchParams('peekId=z'))).toBe('z');
  });

  it('sets and removes it, keeping the other parameters', () => {
    expect(searchWithPeek('', 'abc')).toBe('?peekId=abc');
    expect(searchWithPeek('?layout=list', 'abc')).toBe('?layout=list&peekId=abc');
    expect(searchWithPeek('?layout=list&peekId=abc', 'def')).toBe('?layout=list&peekId=def');
    expect(searchWithPeek('?layout=list&peekId=abc', null)).toBe('?layout=list');
    expect(searchWithPeek('?peekId=abc', null)).toBe('');
  });
});
