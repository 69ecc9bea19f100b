import { AUTH_ERROR_CODES } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { authErrorFromCode, authErrorFromQuery } from './auth-error-messages';

describe('authErrorFromQuery', () => {
  it('is null when the query carries no error', () => {
    expect(authErrorFromQuery(new URLSearchParams('email=a%40b.co'))).toBeNull();
  });

  it('reads the numeric code and places the message at its step', () => {
    const error = authErrorFromQuery(
      new URLSearchParams('error_code=5065&error_message=AUTHENTICATION_FAILED_SIGN_IN'),
    );
    expect(error).toEqual({
      name: 'AUTHENTICATION_FAILED_SIGN_IN',
      message: 'That email and password do not match. Try again, or use a code.',
      place: 'password',
    });
  });

  it('puts magic-code failures on the code step and account failures on the email step', () => {
    expect(authErrorFromQuery(new URLSearchParams('error_code=5090'))?.place).toBe('code');
    expect(authErrorFromQuery(new URLSearchParams('error_code=5030'))?.place).toBe('email');
  });

  it('falls back to the name when the code is unknown', () => {
    const error = authErrorFromQuery(
      new URLSearchParams('error_code=1&error_message=RATE_LIMIT_EXCEEDED'),
    );
    expect(error?.name).toBe('RATE_LIMIT_EXCEEDED');
  });

  it('never shows raw server text for something it does not know', () => {
    const error = authErrorFromQuery(new URLSearchParams('error_message=<b>boom</b>'));
    expect(error).toEqual({
      name: null,
      message: 'Something went wrong. Try again.',
      place: 'form',
    });
  });

  it('has a friendly message for every code', () => {
    for (const code of Object.values(AUTH_ERROR_CODES)) {
      const error = authErrorFromQuery(new URLSearchParams(`error_code=${code}`));
      expect(error?.name).not.toBeNull();
      expect(error?.message.length).toBeGreaterThan(10);
    }
  });
});

describe('authErrorFromCode', () => {
  it('reads the error name JSON auth calls answer with', () => {
    expect(authErrorFromCode('SIGNUP_DISABLED')?.place).toBe('email');
    expect(authErrorFromCode('NETWORK_ERROR')).toBeNull();
  });
});
