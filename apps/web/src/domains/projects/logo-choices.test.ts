import { describe, expect, it } from 'vitest';
import { isIconName } from '#web/ui/Icon';
import { LOGO_EMOJIS, LOGO_ICON_NAMES, searchEmojis } from './logo-choices';

describe('searchEmojis', () => {
  it('offers every emoji for a blank search', () => {
    expect(searchEmojis('  ')).toHaveLength(LOGO_EMOJIS.length);
  });

  it('matches every word of the query against the names, ignoring case', () => {
    expect(searchEmojis('Rock').map((choice) => choice.emoji)).toEqual(['🚀']);
    expect(searchEmojis('chart grow').map((choice) => choice.emoji)).toEqual(['📈']);
    expect(searchEmojis('nothing like this')).toEqual([]);
  });
});

describe('logo choices', () => {
  it('offers each emoji and icon once, and only icons Keel can draw', () => {
    expect(new Set(LOGO_EMOJIS.map((choice) => choice.emoji)).size).toBe(LOGO_EMOJIS.length);
    expect(new Set(LOGO_ICON_NAMES).size).toBe(LOGO_ICON_NAMES.length);
    expect(LOGO_ICON_NAMES.every((name) => isIconName(name))).toBe(true);
  });
});
