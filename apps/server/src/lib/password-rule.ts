import type { PasswordCheck } from '@keel/core/password';

/**
 * The password rule of `@keel/core/password`, loaded on first use: its dictionaries take about
 * 10 MB of the server's memory, and a process seldom checks a password.
 */
export async function checkPassword(
  password: string,
  userInputs: string[] = [],
): Promise<PasswordCheck> {
  const rule = await import('@keel/core/password');
  return rule.checkPassword(password, userInputs);
}
