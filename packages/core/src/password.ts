import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth';

/**
 * The password strength rule, shared by the server (which enforces it) and the web client (which
 * shows it while the person types). A separate entry point, `@keel/core/password`, because its
 * dictionaries weigh about a megabyte: the web app loads it only on screens that set a password.
 */

/** zxcvbn score a password needs, 0 (guessable) to 4 (very strong); Plane asks for 3. */
export const MIN_PASSWORD_SCORE = 3;

let passwordEstimator: ZxcvbnFactory | undefined;
/** Built on first use: the dictionaries are large and most processes never check a password. */
function estimator(): ZxcvbnFactory {
  passwordEstimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
  });
  return passwordEstimator;
}

export interface PasswordCheck {
  isAcceptable: boolean;
  /** 0–4, zxcvbn's estimate. */
  score: number;
  /** Why it is refused, in words for the person typing it; null when acceptable. */
  problem: string | null;
}

/**
 * Whether a password may be used. `userInputs` (email, names) count as known words, so a password
 * made of one's own name scores low.
 */
export function checkPassword(password: string, userInputs: string[] = []): PasswordCheck {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return {
      isAcceptable: false,
      score: 0,
      problem: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
    };
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return {
      isAcceptable: false,
      score: 0,
      problem: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
    };
  }
  const result = estimator().check(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE)
    return { isAcceptable: true, score: result.score, problem: null };
  const hint = result.feedback.warning ?? result.feedback.suggestions[0] ?? null;
  return {
    isAcceptable: false,
    score: result.score,
    problem: hint
      ? `This password is too easy to guess: ${hint}`
      : 'This password is too easy to guess.',
  };
}
