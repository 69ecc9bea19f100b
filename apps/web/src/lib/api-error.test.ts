import { ERRORS } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { ENGLISH_ERROR_MESSAGES, errorMessage } from './api-error';

function apiError(code: string, message: string, params?: Record<string, string | number>) {
  return new ApiError({ status: 400, code, message, params });
}

describe('errorMessage', () => {
  it('words every code of the catalogue as the server does, in English', () => {
    for (const [code, spec] of Object.entries(ERRORS)) {
      expect(ENGLISH_ERROR_MESSAGES[code as keyof typeof ERRORS]).toBe(spec.message);
    }
  });

  it('fills the params of a code into its message', () => {
    const error = apiError('ESTIMATE_TOO_MANY_POINTS', 'An estimate has at most 6 points.', {
      max: 6,
    });
    expect(errorMessage(error)).toBe('An estimate has at most 6 points.');
  });

  it("shows a text of the server's own, and an unknown code's text, as sent", () => {
    expect(errorMessage(apiError('VALIDATION_ERROR', 'name: Required'))).toBe('name: Required');
    expect(errorMessage(apiError('SOMETHING_NEW', 'A new refusal'))).toBe('A new refusal');
  });

  it('falls back for what is not an ApiError', () => {
    expect(errorMessage(new Error('boom'), 'Could not save.')).toBe('Could not save.');
    expect(errorMessage(apiError('SOMETHING_NEW', ''), 'Could not save.')).toBe('Could not save.');
  });
});
