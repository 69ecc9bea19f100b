import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRelativeTime, weekdayNames } from './format';
import { i18n, matchBrowserLanguage } from './i18n';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('format', () => {
  it('formats numbers and dates in the current language', async () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatDate('2026-11-25T12:00:00Z', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      'Nov 25, 2026',
    );
    await i18n.changeLanguage('de');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatDate('2026-11-25T12:00:00Z', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      '25.11.2026',
    );
  });

  it('says how long ago in whole units', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(formatRelativeTime(now - 3 * 60_000, now)).toBe('3 minutes ago');
    expect(formatRelativeTime(now + 2 * 86_400_000, now)).toBe('in 2 days');
    expect(formatRelativeTime(now - 5_000, now)).toBe('now');
  });

  it('names the weekdays from the chosen first day', () => {
    expect(weekdayNames(0)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames(1)[0]).toBe('Mon');
    expect(weekdayNames(6, 'long')[1]).toBe('Sunday');
  });
});

describe('matchBrowserLanguage', () => {
  it('takes the first browser language Keel speaks', () => {
    expect(matchBrowserLanguage(['pt-BR', 'en'])).toBe('pt-BR');
    expect(matchBrowserLanguage(['de-AT'])).toBe('de');
    expect(matchBrowserLanguage(['zh-HK'])).toBe('zh-TW');
    expect(matchBrowserLanguage(['zh'])).toBe('zh-CN');
    expect(matchBrowserLanguage(['uk-UA'])).toBe('ua');
    expect(matchBrowserLanguage(['vi'])).toBe('vi-VN');
    expect(matchBrowserLanguage(['pt-PT'])).toBe('pt-BR');
    expect(matchBrowserLanguage(['nl', 'fr-CA'])).toBe('fr');
    expect(matchBrowserLanguage(['nl'])).toBeNull();
  });
});
