import { describe, expect, it } from 'vitest';
import { escapeLike, parseSearchText } from './search-text';

describe('parseSearchText', () => {
  it.each([
    ['', { key: null, sequenceIds: [], prefixQuery: null }],
    ['  web-42 ', { key: { identifier: 'WEB', sequenceId: 42 }, sequenceIds: [42] }],
    ['Fix login', { key: null, sequenceIds: [], prefixQuery: 'fix:* & login:*' }],
    ["it's 3 o'clock", { sequenceIds: [3], prefixQuery: 'it:* & s:* & 3:* & o:* & clock:*' }],
    ['a:* | !b & (c)', { prefixQuery: 'a:* & b:* & c:*' }],
    ['Élan vital', { prefixQuery: 'élan:* & vital:*' }],
    ['1.5 0 99999999999', { sequenceIds: [1, 5] }],
    ['issue 7 in a text longer than twenty', { sequenceIds: [] }],
    ['!!!', { prefixQuery: null }],
  ])('reads %j', (text, expected) => {
    expect(parseSearchText(text)).toMatchObject({ text: text.trim(), ...expected });
  });

  it('keeps at most 16 words', () => {
    const words = Array.from({ length: 20 }, (_, index) => `w${index}`).join(' ');
    expect(parseSearchText(words).prefixQuery?.split(' & ')).toHaveLength(16);
  });
});

describe('escapeLike', () => {
  it('takes wildcards literally', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
