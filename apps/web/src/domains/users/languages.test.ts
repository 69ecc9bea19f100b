import { LANGUAGES } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_OPTIONS, parseLanguage, weekStartOptions } from './languages';

describe('languages', () => {
  it('offers all 19 languages with English names', () => {
    expect(LANGUAGE_OPTIONS).toHaveLength(19);
    expect(LANGUAGE_OPTIONS.map((option) => option.value)).toEqual([...LANGUAGES]);
    expect(LANGUAGE_OPTIONS.find((option) => option.value === 'pt-BR')?.label).toBe(
      'Portuguese (Brazil)',
    );
  });

  it('reads unknown values as English', () => {
    expect(parseLanguage('de')).toBe('de');
    expect(parseLanguage('xx')).toBe('en');
    expect(parseLanguage(null)).toBe('en');
  });

  it('numbers week days from Sunday = 0', () => {
    expect(weekStartOptions()[0]).toEqual({ value: 0, label: 'Sunday' });
    expect(weekStartOptions()[1]?.label).toBe('Monday');
  });
});
