import { describe, expect, it } from 'vitest';
import { CreateWorkItemLinkBodySchema, isWebUrl } from './work-item-links-wire';

describe('isWebUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com/path?q=1#top',
    'https://sub.example.co.uk:8443/a/b',
    'http://localhost:3000',
    'https://user@example.com/x',
  ])('takes %s', (url) => {
    expect(isWebUrl(url)).toBe(true);
  });

  it.each([
    'ftp://example.com',
    'javascript:alert(1)',
    'example.com',
    'https://',
    'https:// example.com',
    'mailto:a@b.c',
    '',
  ])('refuses %s', (url) => {
    expect(isWebUrl(url)).toBe(false);
  });
});

describe('CreateWorkItemLinkBodySchema', () => {
  it('trims the url and stores a blank title as null', () => {
    expect(CreateWorkItemLinkBodySchema.parse({ url: ' https://a.io ', title: '  ' })).toEqual({
      url: 'https://a.io',
      title: null,
    });
  });
});
