import { describe, expect, it } from 'vitest';
import { authFormAction, authLink, initialAuthStep, stepAfterEmailCheck } from './auth-flow';

describe('authFormAction', () => {
  it('posts passwords and codes to the endpoints of each mode', () => {
    expect(authFormAction('sign-in', 'password')).toBe('/auth/sign-in/');
    expect(authFormAction('sign-up', 'password')).toBe('/auth/sign-up/');
    expect(authFormAction('sign-in', 'code')).toBe('/auth/magic-sign-in/');
    expect(authFormAction('sign-up', 'code')).toBe('/auth/magic-sign-up/');
  });
});

describe('initialAuthStep', () => {
  it('opens at the step the error belongs to when the email came back', () => {
    const password = { name: null, message: 'x', place: 'password' } as const;
    const code = { name: null, message: 'x', place: 'code' } as const;
    const email = { name: null, message: 'x', place: 'email' } as const;
    expect(initialAuthStep(password, 'a@b.co')).toBe('password');
    expect(initialAuthStep(code, 'a@b.co')).toBe('code');
    expect(initialAuthStep(email, 'a@b.co')).toBe('email');
    expect(initialAuthStep(password, '')).toBe('email');
    expect(initialAuthStep(null, 'a@b.co')).toBe('email');
  });
});

describe('stepAfterEmailCheck', () => {
  it('asks for a code or a password as the server says', () => {
    expect(stepAfterEmailCheck('MAGIC_CODE')).toBe('code');
    expect(stepAfterEmailCheck('CREDENTIAL')).toBe('password');
  });
});

describe('authLink', () => {
  it('keeps the email and a safe next_path', () => {
    expect(authLink('/sign-up', { email: 'a@b.co', nextPath: '/acme' })).toBe(
      '/sign-up?email=a%40b.co&next_path=%2Facme',
    );
    expect(authLink('/', { nextPath: 'https://evil.example' })).toBe('/');
  });
});
