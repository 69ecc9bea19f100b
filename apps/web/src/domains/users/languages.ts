import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from '@keel/core';

/** Each language Keel is offered in, named in English. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  ja: 'Japanese',
  'zh-CN': 'Chinese (Simplified)',
  'zh-TW': 'Chinese (Traditional)',
  ru: 'Russian',
  it: 'Italian',
  cs: 'Czech',
  sk: 'Slovak',
  de: 'German',
  ua: 'Ukrainian',
  pl: 'Polish',
  ko: 'Korean',
  'pt-BR': 'Portuguese (Brazil)',
  id: 'Indonesian',
  ro: 'Romanian',
  'vi-VN': 'Vietnamese',
  'tr-TR': 'Turkish',
};

export const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_NAMES[language],
}));

/** A stored or profile value as a known language; anything else means the default. */
export function parseLanguage(value: string | null | undefined): Language {
  return LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;
}

/** Keeps the choice in the browser too, under the spec's userLanguage key (spec §3). */
export function storeLanguageLocally(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Blocked storage: the profile still holds the choice.
  }
}

export const WEEK_START_OPTIONS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
].map((label, value) => ({ value, label }));
