import { describe, expect, it } from 'vitest';
import {
  languageTag,
  matchAcceptLanguage,
  matchBrowserLanguage,
  parseAcceptLanguage,
  parseLanguage,
} from './languages';

describe('matchBrowserLanguage', () => {
  it.each([
    [['pt-BR', 'en'], 'pt-BR'],
    [['PT-br'], 'pt-BR'],
    [['de-AT'], 'de'],
    [['zh-HK'], 'zh-TW'],
    [['zh-Hant'], 'zh-TW'],
    [['zh-Hant-SG'], 'zh-TW'],
    [['zh-TW'], 'zh-TW'],
    [['zh'], 'zh-CN'],
    [['zh-Hans-HK'], 'zh-CN'],
    [['uk'], 'ua'],
    [['uk-UA'], 'ua'],
    [['ua'], 'ua'],
    [['vi'], 'vi-VN'],
    [['tr'], 'tr-TR'],
    [['pt'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['fr-CA'], 'fr'],
    [['nl', 'fr-CA'], 'fr'],
    [['nl'], null],
    [[], null],
  ] as const)('%j is %s', (tags, expected) => {
    expect(matchBrowserLanguage(tags)).toBe(expected);
  });
});

describe('parseAcceptLanguage', () => {
  it('orders the tags by weight, keeping the header order among equals', () => {
    expect(parseAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.8,de;q=0.9,*;q=0.5')).toEqual([
      'fr-CA',
      'fr',
      'de',
      'en',
    ]);
  });

  it('drops refused tags and reads nothing from an empty header', () => {
    expect(parseAcceptLanguage('ja;q=0, ko')).toEqual(['ko']);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('matchAcceptLanguage', () => {
  it('takes the most preferred language Keel speaks', () => {
    expect(matchAcceptLanguage('nl-NL, fr-CA;q=0.8, en;q=0.5')).toBe('fr');
    expect(matchAcceptLanguage('en;q=0.3, de-AT')).toBe('de');
    expect(matchAcceptLanguage('nl, sv')).toBeNull();
    expect(matchAcceptLanguage(null)).toBeNull();
  });
});

describe('parseLanguage and languageTag', () => {
  it('keeps known languages, defaults the rest to English, and tags Ukrainian as uk', () => {
    expect(parseLanguage('ja')).toBe('ja');
    expect(parseLanguage('xx')).toBe('en');
    expect(parseLanguage(null)).toBe('en');
    expect(languageTag('ua')).toBe('uk');
    expect(languageTag('pt-BR')).toBe('pt-BR');
  });
});
