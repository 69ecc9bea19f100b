import { LANGUAGES, type Language } from '@keel/core';
import { applyLanguage, parseLanguage } from '../../lib/i18n';

export { parseLanguage };

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

/** Switches the interface to the chosen language at once and remembers it under userLanguage. */
export function switchLanguage(language: Language): void {
  void applyLanguage(language);
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
