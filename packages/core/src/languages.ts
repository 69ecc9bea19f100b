import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants';

/** A stored or profile value as a known language; anything else means the default. */
export function parseLanguage(value: string | null | undefined): Language {
  return LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;
}

/**
 * The BCP 47 tag of a Keel language, for Intl and i18next. Keel stores Ukrainian as "ua" (as Plane
 * does), which is not a language tag; plural rules and formats need "uk".
 */
export function languageTag(language: Language): string {
  return language === 'ua' ? 'uk' : language;
}

/**
 * The first of the given language tags (most preferred first) that Keel speaks: an exact tag first
 * ("pt-BR"), then its base ("de-AT" is German, "zh-HK" and "zh-Hant" Traditional Chinese, "zh"
 * Simplified Chinese, "uk" Ukrainian, "vi" Vietnamese); null when none is.
 */
export function matchBrowserLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const lower = tag.toLowerCase();
    const exact = LANGUAGES.find((language) => language.toLowerCase() === lower);
    if (exact) return exact;
    const [base = '', region = ''] = lower.split('-');
    if (base === 'zh')
      return ['tw', 'hk', 'mo', 'hant'].includes(region) || lower.includes('hant')
        ? 'zh-TW'
        : 'zh-CN';
    if (base === 'uk') return 'ua';
    const byBase = LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === base);
    if (byBase) return byBase;
  }
  return null;
}

/**
 * The tags of an Accept-Language header, most preferred first: ordered by their q weight (the
 * header's order among equal weights), without "*" and the tags refused with q=0.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const weighted: { tag: string; weight: number; index: number }[] = [];
  header.split(',').forEach((part, index) => {
    const [rawTag = '', ...params] = part.split(';');
    const tag = rawTag.trim();
    if (tag === '' || tag === '*') return;
    let weight = 1;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=');
      if (name.trim().toLowerCase() !== 'q') continue;
      const parsed = Number(value.trim());
      weight = Number.isFinite(parsed) ? parsed : 0;
    }
    if (weight > 0) weighted.push({ tag, weight, index });
  });
  return weighted
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language an Accept-Language header asks for, when Keel speaks one of its languages. */
export function matchAcceptLanguage(header: string | null | undefined): Language | null {
  return matchBrowserLanguage(parseAcceptLanguage(header));
}
