import { languageTag, LANGUAGES, MAGIC_CODE_TTL_SECONDS } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { EMAIL_TEXTS, renderEmail } from './templates';

/**
 * Every language file has exactly English's sections and keys (with the plural forms its own
 * grammar needs) and the same {{variables}}; and the texts render as the services send them.
 */

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A section's texts grouped by key, plural suffixes stripped: key → form ('' if none) → text. */
function groupKeys(texts: Record<string, string>): Map<string, Map<string, string>> {
  const groups = new Map<string, Map<string, string>>();
  for (const [key, text] of Object.entries(texts)) {
    const base = key.replace(PLURAL, '');
    const plural = base !== key && `${base}_other` in texts;
    const name = plural ? base : key;
    const group = groups.get(name) ?? new Map<string, string>();
    group.set(plural ? key.slice(base.length + 1) : '', text);
    groups.set(name, group);
  }
  return groups;
}

function variables(group: Map<string, string>): string {
  const names = new Set<string>();
  for (const text of group.values())
    for (const match of text.matchAll(/\{\{\s*([\w.]+)/g)) if (match[1]) names.add(match[1]);
  return [...names].sort().join();
}

function problemsOf(language: (typeof LANGUAGES)[number]): string[] {
  const english = EMAIL_TEXTS.en;
  const translated = EMAIL_TEXTS[language];
  const categories = [
    ...new Intl.PluralRules(languageTag(language)).resolvedOptions().pluralCategories,
  ].sort();
  const problems: string[] = [];
  const sections = new Set([...Object.keys(english), ...Object.keys(translated)]);
  for (const section of sections) {
    const source = groupKeys(english[section] ?? {});
    const target = groupKeys(translated[section] ?? {});
    for (const key of source.keys())
      if (!target.has(key)) problems.push(`${section}.${key} is missing`);
    for (const [key, group] of target) {
      const sourceGroup = source.get(key);
      if (!sourceGroup) {
        problems.push(`${section}.${key} is not in English`);
        continue;
      }
      for (const text of group.values())
        if (text.trim() === '') problems.push(`${section}.${key} is empty`);
      if ([...sourceGroup.keys()].some((form) => form !== '')) {
        const forms = [...group.keys()].sort();
        if (forms.join() !== categories.join())
          problems.push(`${section}.${key} has forms ${forms.join()}, needs ${categories.join()}`);
      }
      if (variables(group) !== variables(sourceGroup))
        problems.push(
          `${section}.${key} uses {{${variables(group)}}}, English {{${variables(sourceGroup)}}}`,
        );
    }
  }
  return problems;
}

describe('email texts', () => {
  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    it(`${language} has exactly the keys, plural forms and variables of English`, () => {
      expect(problemsOf(language)).toEqual([]);
    });
  }

  it('notices a missing key, an extra key, a missing plural form and a changed variable', () => {
    const german = EMAIL_TEXTS.de;
    const saved = structuredClone(german);
    try {
      delete german.smtpTest?.subject;
      if (german.invitation) german.invitation.extra = 'Extra';
      delete german.signInCode?.validity_one;
      if (german.passwordReset) german.passwordReset.body = 'Öffnen Sie {{url}}';
      expect(problemsOf('de')).toEqual([
        'signInCode.validity has forms other, needs one,other',
        'passwordReset.body uses {{url}}, English {{link,validity}}',
        'invitation.extra is not in English',
        'smtpTest.subject is missing',
      ]);
    } finally {
      Object.assign(german, saved);
    }
  });
});

describe('renderEmail', () => {
  it('writes the English emails as Keel always has', () => {
    expect(renderEmail('signInCode', 'en', { code: '123456', minutes: 10 })).toEqual({
      subject: '123456 is your Keel sign-in code',
      text: 'Your Keel sign-in code is 123456. It works for 10 minutes.\n\nIf you did not ask for it, you can ignore this email.',
    });
    expect(renderEmail('passwordReset', 'en', { link: 'http://k/r', minutes: 60 })).toEqual({
      subject: 'Reset your Keel password',
      text: 'Someone asked to reset the password of your Keel account. To choose a new one, open:\n\nhttp://k/r\n\nThe link works once, for 60 minutes. If you did not ask for it, you can ignore this email.',
    });
    expect(
      renderEmail('invitation', 'en', {
        inviter: 'Ada & Co',
        workspace: '<Acme>',
        link: 'http://k/i',
      }),
    ).toEqual({
      subject: 'Ada & Co invited you to join <Acme> on Keel',
      text: 'Ada & Co invited you to join the workspace <Acme> on Keel.\n\nAccept the invitation: http://k/i\n',
    });
    expect(renderEmail('smtpTest', 'en', { host: 'smtp.test', port: 587 })).toEqual({
      subject: 'Keel test email',
      text: 'This is a test email from Keel, sent through smtp.test:587. Your SMTP settings work.',
    });
  });

  it('picks the plural form of the language', () => {
    const minutes = MAGIC_CODE_TTL_SECONDS / 60;
    expect(renderEmail('signInCode', 'en', { code: '1', minutes: 1 }).text).toContain('1 minute.');
    expect(renderEmail('signInCode', 'ru', { code: '1', minutes: 1 }).text).toContain('1 минуту');
    expect(renderEmail('signInCode', 'ru', { code: '1', minutes: 3 }).text).toContain('3 минуты');
    expect(renderEmail('signInCode', 'ru', { code: '1', minutes }).text).toContain('10 минут.');
    expect(renderEmail('signInCode', 'ua', { code: '1', minutes: 2 }).text).toContain('2 хвилини');
    expect(renderEmail('passwordReset', 'ro', { link: 'l', minutes: 60 }).text).toContain(
      '60 de minute',
    );
    expect(renderEmail('signInCode', 'ja', { code: '1', minutes }).text).toContain('10 分');
  });
});
