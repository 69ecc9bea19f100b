import type { Language } from '@keel/core';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

/**
 * date-fns's locale for each Keel language, fetched on first use; formatting reads the current one
 * synchronously through `dateLocale()`.
 */
const DATE_LOCALES: Record<Language, () => Promise<Locale>> = {
  en: () => Promise.resolve(enUS),
  fr: () => import('date-fns/locale/fr').then((module) => module.fr),
  es: () => import('date-fns/locale/es').then((module) => module.es),
  ja: () => import('date-fns/locale/ja').then((module) => module.ja),
  'zh-CN': () => import('date-fns/locale/zh-CN').then((module) => module.zhCN),
  'zh-TW': () => import('date-fns/locale/zh-TW').then((module) => module.zhTW),
  ru: () => import('date-fns/locale/ru').then((module) => module.ru),
  it: () => import('date-fns/locale/it').then((module) => module.it),
  cs: () => import('date-fns/locale/cs').then((module) => module.cs),
  sk: () => import('date-fns/locale/sk').then((module) => module.sk),
  de: () => import('date-fns/locale/de').then((module) => module.de),
  ua: () => import('date-fns/locale/uk').then((module) => module.uk),
  pl: () => import('date-fns/locale/pl').then((module) => module.pl),
  ko: () => import('date-fns/locale/ko').then((module) => module.ko),
  'pt-BR': () => import('date-fns/locale/pt-BR').then((module) => module.ptBR),
  id: () => import('date-fns/locale/id').then((module) => module.id),
  ro: () => import('date-fns/locale/ro').then((module) => module.ro),
  'vi-VN': () => import('date-fns/locale/vi').then((module) => module.vi),
  'tr-TR': () => import('date-fns/locale/tr').then((module) => module.tr),
};

let current: Locale = enUS;

/** Fetches and makes current the date-fns locale of a language. */
export async function loadDateLocale(language: Language): Promise<Locale> {
  current = await DATE_LOCALES[language]();
  return current;
}

/** The date-fns locale of the language the interface speaks now (English until another loads). */
export function dateLocale(): Locale {
  return current;
}
