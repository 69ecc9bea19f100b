import { describe, expect, it } from 'vitest';
import { CreateQuickLinkBodySchema, StickyListQuerySchema } from './home-wire';

describe('quick link bodies', () => {
  it('takes an address without a scheme as http://, and refuses other schemes', () => {
    expect(CreateQuickLinkBodySchema.parse({ url: ' example.com/a ' }).url).toBe(
      'http://example.com/a',
    );
    expect(CreateQuickLinkBodySchema.parse({ url: 'https://example.com' }).url).toBe(
      'https://example.com',
    );
    for (const url of ['javascript:alert(1)', 'mailto:a@b.c', 'ftp://x.y', '', 'http://'])
      expect(CreateQuickLinkBodySchema.safeParse({ url }).success).toBe(false);
  });

  it('stores a blank title as null', () => {
    expect(CreateQuickLinkBodySchema.parse({ url: 'https://a.b', title: '  ' }).title).toBeNull();
  });
});

describe('sticky list queries', () => {
  it('reads per_page as a number within bounds', () => {
    expect(StickyListQuerySchema.parse({ per_page: '1' }).per_page).toBe(1);
    expect(StickyListQuerySchema.safeParse({ per_page: '101' }).success).toBe(false);
  });
});
