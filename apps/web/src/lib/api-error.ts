import { type ErrorCode, fillMessage } from '@keel/core';
import englishErrors from '../locales/en/errors.json';
import { ApiError, type ClientFailureCode } from './api-client';
import { i18n } from './i18n';

/**
 * How a failed call is worded for people: the code and params of an ApiError (ERRORS in
 * @keel/core, or a ClientFailureCode) in the interface's language, through the `errors` namespace.
 * English is the catalogue's own text; a code without an English message fails this type check.
 */
export const ENGLISH_ERROR_MESSAGES: Readonly<Record<ErrorCode | ClientFailureCode, string>> =
  englishErrors;

export type TranslatableErrorCode = ErrorCode | ClientFailureCode;

function isTranslatable(code: string): code is TranslatableErrorCode {
  return Object.hasOwn(ENGLISH_ERROR_MESSAGES, code);
}

/** The translated message of an error code with its params. */
export function translateErrorCode(
  code: TranslatableErrorCode,
  params?: Readonly<Record<string, string | number>>,
): string {
  return i18n.t(code, { ns: 'errors', ...params });
}

/**
 * The message to show for a failure. An ApiError whose text is its code's own (params filled in) is
 * translated; a text of the server's own (a field's format, an SMTP server's reason, a code this
 * client does not know) is more precise than a translation could be and is shown as sent. Anything
 * that is not an ApiError gets `fallback`, or a generic message.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (!(error instanceof ApiError)) return fallback ?? translateErrorCode('INTERNAL');
  const { code, params, message } = error;
  if (isTranslatable(code) && message === fillMessage(ENGLISH_ERROR_MESSAGES[code], params))
    return translateErrorCode(code, params);
  return message === '' ? (fallback ?? translateErrorCode('INTERNAL')) : message;
}
