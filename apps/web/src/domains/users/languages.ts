import { LANGUAGES, type Language } from '@keel/core';
import { weekdayNames } from '#web/lib/format';
import { applyLanguage, currentLocaleTag, i18nextCode, parseLanguage } from '#web/lib/i18n';
import type { SelectOption } from '#web/ui/SelectField';

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

/** Each language by its own name, as the picker shows it whatever the interface speaks. */
export const LANGUAGE_AUTONYMS: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  ru: 'Русский',
  it: 'Italiano',
  cs: 'Čeština',
  sk: 'Slovenčina',
  de: 'Deutsch',
  ua: 'Українська',
  pl: 'Polski',
  ko: '한국어',
  'pt-BR': 'Português (Brasil)',
  id: 'Bahasa Indonesia',
  ro: 'Română',
  'vi-VN': 'Tiếng Việt',
  'tr-TR': 'Türkçe',
};

/** A language's name in the language the interface speaks now ("Allemand" for de in French). */
function nameInCurrentLanguage(language: Language): string {
  try {
    const names = new Intl.DisplayNames([currentLocaleTag()], { type: 'language' });
    return names.of(i18nextCode(language)) ?? LANGUAGE_NAMES[language];
  } catch {
    return LANGUAGE_NAMES[language];
  }
}

/**
 * The language picker's options: each language by its own name ("Deutsch"), with its name in the
 * current language beside it when that differs.
 */
export function languagePickerOptions(): SelectOption<Language>[] {
  return LANGUAGES.map((language) => {
    const local = nameInCurrentLanguage(language);
    const label = LANGUAGE_AUTONYMS[language];
    return local.toLowerCase() === label.toLowerCase()
      ? { value: language, label }
      : { value: language, label, description: local };
  });
}

/** The weekdays as week-start options, named in the current language; 0 is Sunday. */
export function weekStartOptions(): SelectOption<number>[] {
  return weekdayNames(0, 'long').map((label, value) => ({ value, label }));
}
