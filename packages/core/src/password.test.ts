import { describe, expect, it } from 'vitest';
import { checkPassword } from './password';

describe('checkPassword', () => {
  it('refuses short passwords', () => {
    expect(checkPassword('Ab1!x')).toMatchObject({
      isAcceptable: false,
      problem: 'Use at least 8 characters.',
    });
  });

  it('refuses guessable passwords', () => {
    const check = checkPassword('password123');
    expect(check.isAcceptable).toBe(false);
    expect(check.problem).toMatch(/too easy to guess/);
  });

  it('counts the user’s own details as guessable', () => {
    expect(
      checkPassword('adalovelace', ['ada', 'lovelace', 'adalovelace@example.com']).isAcceptable,
    ).toBe(false);
  });

  it('accepts a strong passphrase', () => {
    expect(checkPassword('correct-horse-battery-keel-42')).toMatchObject({
      isAcceptable: true,
      problem: null,
    });
  });
});
