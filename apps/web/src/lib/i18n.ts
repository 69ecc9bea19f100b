import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  type Language,
  languageTag,
  matchBrowserLanguage,
  parseLanguage,
} from '@keel/core';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { englishResources } from '../locales/resources';
import { loadDateLocale } from './date-locale';

/**
 * The web app's translations (spec §3): i18next with one namespace per domain, stored as
 * `locales/<language>/<namespace>.json`. English is bundled (it is every other language's fallback);
 * each other language is fetched on first use, as one chunk (see vite.config.ts).
 */

type Loader = () => Promise<{ default: Record<string, unknown> }>;
const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/en/*.json',
]);

/** The namespaces, named after their files in locales/en. */
export const NAMESPACES = Object.keys(englishResources);

/** i18next's code for a Keel language: its language tag ("ua" is Ukrainian, i18next needs "uk"). */
export const i18nextCode = languageTag;

export { matchBrowserLanguage, parseLanguage };

function keelLanguage(code: string): Language {
  return code === 'uk' ? 'ua' : parseLanguage(code);
}

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The language to open with: the stored choice, else the browser's when Keel speaks it. */
export function initialLanguage(): Language {
  const stored = typeof window === 'undefined' ? null : readStoredLanguage();
  if (stored && LANGUAGES.some((language) => language === stored)) return parseLanguage(stored);
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return matchBrowserLanguage(navigator.languages) ?? DEFAULT_LANGUAGE;
}

function loadNamespace(code: string, namespace: string): Promise<Record<string, unknown>> {
  const english: Partial<Record<string, Record<string, unknown>>> = englishResources;
  if (code === 'en') return Promise.resolve(english[namespace] ?? {});
  const load: Loader | undefined = loaders[`../locales/${keelLanguage(code)}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No translations for ${code}/${namespace}`));
  return load().then((module) => module.default);
}

export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use(resourcesToBackend(loadNamespace))
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map(i18nextCode),
    load: 'currentOnly',
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: { en: englishResources },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });

/** The language the interface speaks now. */
export function currentLanguage(): Language {
  return keelLanguage(i18n.language);
}

/** The BCP 47 tag for Intl formatting of the current language. */
export function currentLocaleTag(): string {
  return i18nextCode(currentLanguage());
}

/**
 * Switches the interface to a language at once, without a reload: its translations and date
 * locale are fetched first, so no screen shows a mix. Also remembered under userLanguage.
 */
export async function applyLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Blocked storage: the profile still holds the choice.
  }
  const code = i18nextCode(language);
  await Promise.all([loadDateLocale(language), i18n.loadLanguages(code)]);
  await i18n.changeLanguage(code);
  document.documentElement.lang = i18nextCode(language);
}
