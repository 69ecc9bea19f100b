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
import {
  BUNDLED_NAMESPACES,
  bundledEnglish,
  NAMESPACES,
  type Namespace,
} from '../locales/resources';
import { loadDateLocale } from './date-locale';

/**
 * The web app's translations (spec §3): i18next with one namespace per domain, stored as
 * `locales/<language>/<namespace>.json`. English is every other language's fallback; the English
 * namespaces the shell and a project's work-item list need are bundled, the others (sign-in,
 * onboarding, god mode, the palette, the detail…) are fetched, as one file, by the first screen
 * that needs one of them (`withNamespaces`). Each other language is fetched whole, as one file,
 * on first use (`locales/<language>/index.ts`, one chunk each: see vite.config.ts).
 */

type Tree = Record<string, unknown>;
const languageFiles = import.meta.glob<Record<string, Tree>>('../locales/*/index.ts', {
  import: 'namespaces',
});

export { NAMESPACES, type Namespace };

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

async function loadNamespace(code: string, namespace: string): Promise<Tree> {
  const language = keelLanguage(code);
  const bundled: Partial<Record<string, Tree>> = bundledEnglish;
  const inBundle = language === 'en' ? bundled[namespace] : undefined;
  if (inBundle) return inBundle;
  const load = languageFiles[`../locales/${language}/index.ts`];
  const tree = load ? (await load())[`./${namespace}.json`] : undefined;
  if (!tree) throw new Error(`No translations for ${code}/${namespace}`);
  return tree;
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
    ns: BUNDLED_NAMESPACES,
    defaultNS: 'common',
    resources: { en: bundledEnglish },
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

/**
 * Makes sure namespaces are here, in the current language and English, before a screen that
 * uses them is drawn (or a store says something with them). Resolves at once for the bundled ones.
 */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

/**
 * A lazy screen's module, together with the namespaces it speaks: what `React.lazy` or a route's
 * `lazy` awaits, so that the screen never flashes raw keys while its words are on their way.
 */
export async function withNamespaces<Module>(
  load: () => Promise<Module>,
  namespaces: readonly Namespace[],
): Promise<Module> {
  const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
  return module;
}
