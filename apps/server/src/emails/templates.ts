import { type Language, languageTag, LANGUAGES } from '@keel/core';
import i18next, { type TFunction } from 'i18next';
import cs from './locales/cs.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import id from './locales/id.json';
import it from './locales/it.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import pl from './locales/pl.json';
import ptBR from './locales/pt-BR.json';
import ro from './locales/ro.json';
import ru from './locales/ru.json';
import sk from './locales/sk.json';
import trTR from './locales/tr-TR.json';
import ua from './locales/ua.json';
import viVN from './locales/vi-VN.json';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

/**
 * The emails Keel sends, in each of its languages. Texts live in `locales/<language>.json` (plain
 * text, `{{variables}}`, plural forms as `_one`/`_other`/… picked by the language's plural rules);
 * they are imported here, so the server bundle carries them. English is the fallback.
 */

type Texts = typeof en;

/** One language's texts: a section per kind of email, its texts by key. */
export type EmailTexts = Record<string, Record<string, string>>;

/**
 * Every language's texts, imported statically so that esbuild bundles them. Their keys, plural
 * forms and variables are checked against English by templates.test.ts.
 */
export const EMAIL_TEXTS: Record<Language, EmailTexts> = {
  en,
  fr,
  es,
  ja,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ru,
  it,
  cs,
  sk,
  de,
  ua,
  pl,
  ko,
  'pt-BR': ptBR,
  id,
  ro,
  'vi-VN': viVN,
  'tr-TR': trTR,
};

/** The parameters of each kind of email. */
export interface EmailParams {
  signInCode: { code: string; minutes: number };
  passwordReset: { link: string; minutes: number };
  invitation: { inviter: string; workspace: string; link: string };
  smtpTest: { host: string; port: number };
  intakeAccepted: IntakeReplyParams;
  intakeDeclined: IntakeReplyParams;
  intakeDuplicate: IntakeReplyParams;
  /** `lines` is the digest's list, already written (one line per change, with its link). */
  notificationDigest: { name: string; lines: string };
  /** A webhook switched off after `attempts` failed attempts; `link` opens its delivery log. */
  webhookDisabled: { url: string; workspace: string; attempts: number; link: string };
}

/** A reply to the sender of a public intake form request. */
type IntakeReplyParams = Record<'title' | 'project' | 'workspace', string>;

export type EmailKind = keyof EmailParams;

export interface RenderedEmail {
  subject: string;
  text: string;
}

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<Key> = Key extends `${infer Base}_${PluralForm}` ? Base : Key;

/** A text's key in the locale files, plural suffixes left out ("signInCode.validity"). */
type TextKey = {
  [Kind in keyof Texts]: `${Kind}.${WithoutPlural<Extract<keyof Texts[Kind], string>>}`;
}[keyof Texts];

type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [languageTag(language), { email: EMAIL_TEXTS[language] }]),
  ),
  ns: ['email'],
  defaultNS: 'email',
  fallbackLng: 'en',
  initAsync: false,
  // Plain-text emails: values are written as they are, never HTML-escaped.
  interpolation: { escapeValue: false },
  returnNull: false,
});

const COMPOSERS: {
  [Kind in EmailKind]: (t: Translate, params: EmailParams[Kind]) => RenderedEmail;
} = {
  signInCode: (t, { code, minutes }) => ({
    subject: t('signInCode.subject', { code }),
    text: t('signInCode.body', {
      code,
      validity: t('signInCode.validity', { count: minutes }),
    }),
  }),
  passwordReset: (t, { link, minutes }) => ({
    subject: t('passwordReset.subject'),
    text: t('passwordReset.body', {
      link,
      validity: t('passwordReset.validity', { count: minutes }),
    }),
  }),
  invitation: (t, params) => ({
    subject: t('invitation.subject', params),
    text: t('invitation.body', params),
  }),
  smtpTest: (t, params) => ({
    subject: t('smtpTest.subject'),
    text: t('smtpTest.body', params),
  }),
  intakeAccepted: (t, params) => ({
    subject: t('intakeAccepted.subject', params),
    text: t('intakeAccepted.body', params),
  }),
  intakeDeclined: (t, params) => ({
    subject: t('intakeDeclined.subject', params),
    text: t('intakeDeclined.body', params),
  }),
  intakeDuplicate: (t, params) => ({
    subject: t('intakeDuplicate.subject', params),
    text: t('intakeDuplicate.body', params),
  }),
  notificationDigest: (t, params) => ({
    subject: t('notificationDigest.subject'),
    text: t('notificationDigest.body', params),
  }),
  webhookDisabled: (t, params) => ({
    subject: t('webhookDisabled.subject', params),
    text: t('webhookDisabled.body', params),
  }),
};

/** One text of the emails, in this language (for parts that emails are assembled from). */
export function emailText(language: Language, key: TextKey): string {
  return i18n.getFixedT(languageTag(language))(key);
}

/** The subject and text of an email of this kind, in this language. */
export function renderEmail<Kind extends EmailKind>(
  kind: Kind,
  language: Language,
  params: EmailParams[Kind],
): RenderedEmail {
  const fixed: TFunction = i18n.getFixedT(languageTag(language));
  const translate: Translate = (key, values) => fixed(key, values ?? {});
  return COMPOSERS[kind](translate, params);
}
