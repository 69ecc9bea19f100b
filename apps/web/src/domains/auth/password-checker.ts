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
 * Why a new password would be refused, before posting it; null when it passes or when the rule
 * could not be loaded (the server checks it again either way).
 */
export async function passwordProblem(
  password: string,
  userInputs: string[],
): Promise<string | null> {
  try {
    return (await loadPasswordChecker())(password, userInputs).problem;
  } catch {
    return null;
  }
}
