import { describe, expect, it } from 'vitest';
import {
  applyCustomDates,
  dateTermDirection,
  dateTermLabel,
  isRelativeDateTerm,
  setDateTerm,
  toggleDateTerm,
} from './date-filter-terms';

describe('date filter terms', () => {
  it('reads the side of a term, anything but after meaning before', () => {
    expect(dateTermDirection('2026-01-31;after')).toBe('after');
    expect(dateTermDirection('2026-01-31;before')).toBe('before');
    expect(dateTermDirection('1_weeks;after;fromnow')).toBe('after');
    expect(dateTermDirection('2026-01-31')).toBe('before');
    expect(isRelativeDateTerm('1_weeks;after;fromnow')).toBe(true);
    expect(isRelativeDateTerm('2026-01-31;after')).toBe(false);
  });

  it('keeps one term per side', () => {
    expect(setDateTerm(['1_weeks;after;fromnow'], '2_weeks;after;fromnow')).toEqual([
      '2_weeks;after;fromnow',
    ]);
    expect(setDateTerm(['2026-03-01;before'], '2026-01-01;after')).toEqual([
      '2026-03-01;before',
      '2026-01-01;after',
    ]);
  });

  it('toggles a term off when it is picked again', () => {
    expect(toggleDateTerm(['1_weeks;after;fromnow'], '1_weeks;after;fromnow')).toEqual([]);
    expect(toggleDateTerm(['2026-03-01;before'], '1_weeks;after;fromnow')).toEqual([
      '2026-03-01;before',
      '1_weeks;after;fromnow',
    ]);
  });

  it('builds custom after and before terms', () => {
    expect(applyCustomDates([], { after: '2026-01-01', before: '2026-02-01' })).toEqual({
      values: ['2026-01-01;after', '2026-02-01;before'],
    });
    expect(
      applyCustomDates(['1_weeks;after;fromnow', '2026-05-01;before'], {
        after: '2026-01-01',
        before: '',
      }),
    ).toEqual({ values: ['2026-05-01;before', '2026-01-01;after'] });
  });

  it('refuses empty, invalid and reversed custom ranges', () => {
    expect(applyCustomDates([], { after: '', before: '' })).toHaveProperty('error');
    expect(applyCustomDates([], { after: '2026-02-30', before: '' })).toHaveProperty('error');
    expect(applyCustomDates([], { after: '2026-03-01', before: '2026-02-01' })).toHaveProperty(
      'error',
    );
  });

  it('names terms for chips', () => {
    expect(dateTermLabel('1_weeks;after;fromnow')).toBe('1 week from now');
    expect(dateTermLabel('2026-01-31;after')).toBe('After 31 Jan 2026');
    expect(dateTermLabel('2026-01-31;before')).toBe('Before 31 Jan 2026');
    expect(dateTermLabel('3_months;before;ago')).toBe('Before 3 months ago');
    expect(dateTermLabel('1_weeks;before;fromnow')).toBe('Before 1 week from now');
  });
});
