import { LINK_URL_MESSAGE } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { hostOf, linkLabel, linkUrlProblem } from './link-display';

describe('hostOf', () => {
  it('reads the host without www, port or credentials', () => {
    expect(hostOf('https://www.Example.com/a?b=1')).toBe('example.com');
    expect(hostOf('http://user@docs.example.org:8080/x')).toBe('docs.example.org');
  });
});

describe('linkLabel', () => {
  it('prefers the title and falls back to the bare address', () => {
    expect(linkLabel({ url: 'https://a.io/', title: 'Spec' })).toBe('Spec');
    expect(linkLabel({ url: 'https://a.io/', title: null })).toBe('a.io');
    expect(linkLabel({ url: 'http://a.io/x', title: '  ' })).toBe('a.io/x');
  });
});

describe('linkUrlProblem', () => {
  it('takes http and https addresses only', () => {
    expect(linkUrlProblem(' https://a.io ')).toBeNull();
    expect(linkUrlProblem('ftp://a.io')).toBe(LINK_URL_MESSAGE);
    expect(linkUrlProblem('a.io')).toBe(LINK_URL_MESSAGE);
    expect(linkUrlProblem('')).toBe('Enter the address of the link');
  });
});
