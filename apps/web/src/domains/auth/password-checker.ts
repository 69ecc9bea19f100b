import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@keel/core';
import { currentLanguage, i18n } from '#web/lib/i18n';
import type { PasswordCheck } from '@keel/core/password';
import { useEffect, useState } from 'react';

export type CheckPassword = (password: string, userInputs?: string[]) => PasswordCheck;

let checker: Promise<CheckPassword> | undefined;

/**
 * The password strength rule, loaded on first use: its dictionaries are about a megabyte, which
 * only the screens that set a password need.
 */
export function loadPasswordChecker(): Promise<CheckPassword> {
  checker ??= import('@keel/core/password').then((module) => module.checkPassword);
  return checker;
}

/** The checker once it has loaded; null until then (or if it cannot load). */
export function usePasswordChecker(): CheckPassword | null {
  const [loaded, setLoaded] = useState<{ check: CheckPassword } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    loadPasswordChecker().then(
      (check) => {
        if (isCurrent) setLoaded({ check });
      },
      () => {
        // The server applies the same rule; without the hint, its refusal is what people see.
      },
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return loaded?.check ?? null;
}

/**
 * A refused password's reason in the interface's language. The rule (in @keel/core) words it in
 * English; its specific hint is kept only in English, other languages get the general reason.
 */
export function passwordProblemText(password: string, check: PasswordCheck): string | null {
  if (check.problem === null) return null;
  if (password.length < MIN_PASSWORD_LENGTH)
    return i18n.t('auth:strength.tooShort', { min: MIN_PASSWORD_LENGTH });
  if (password.length > MAX_PASSWORD_LENGTH)
    return i18n.t('auth:strength.tooLong', { max: MAX_PASSWORD_LENGTH });
  return currentLanguage() === 'en' ? check.problem : i18n.t('auth:strength.tooEasy');
}

/**
 * Why a new password would be refused, before posting it; null when it passes or when the rule
 * could not be loaded (the server checks it again either way).
 */
export async function passwordProblem(
  password: string,
  userInputs: string[],
): Promise<string | null> {
  try {
    return passwordProblemText(password, (await loadPasswordChecker())(password, userInputs));
  } catch {
    return null;
  }
}
