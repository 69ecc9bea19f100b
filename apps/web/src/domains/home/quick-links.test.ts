import { describe, expect, it } from 'vitest';
import { isQuickLinkUrl, quickLinkFavicon, quickLinkHost, quickLinkHref } from './quick-links';
import { isBlankHtml } from './stickies';

describe('quick links', () => {
  it('take http and https addresses, and addresses without a scheme as http', () => {
    expect(isQuickLinkUrl('https://handbook.example.com/start')).toBe(true);
    expect(isQuickLinkUrl('handbook.example.com')).toBe(true);
    expect(quickLinkHref('handbook.example.com')).toBe('http://handbook.example.com');
  });

  it('refuse other schemes and empty text', () => {
    expect(isQuickLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isQuickLinkUrl('data:text/html,hi')).toBe(false);
    expect(isQuickLinkUrl('ftp://files.example.com')).toBe(false);
    expect(isQuickLinkUrl('   ')).toBe(false);
  });

  it('show their host and ask that host alone for a favicon', () => {
    expect(quickLinkHost('https://docs.example.com:8443/a?b')).toBe('docs.example.com:8443');
    expect(quickLinkFavicon('https://docs.example.com/a')).toBe(
      'https://docs.example.com/favicon.ico',
    );
  });
});

describe('a new sticky', () => {
  it('is blank until it holds text', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp;<br></p>')).toBe(true);
    expect(isBlankHtml('<p>Call the bank</p>')).toBe(false);
  });
});
