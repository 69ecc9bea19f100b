import { describe, expect, it } from 'vitest';
import { isBlankHtml } from './rich-text';

describe('isBlankHtml', () => {
  it('sees empty paragraphs and spaces as blank, text, images and mentions as content', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p> &nbsp; </p><p></p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="/a.png"></p>')).toBe(false);
    expect(
      isBlankHtml('<p><mention-component entity_identifier="u"></mention-component></p>'),
    ).toBe(false);
  });
});
