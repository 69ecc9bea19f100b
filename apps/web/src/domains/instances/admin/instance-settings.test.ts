import { describe, expect, it } from 'vitest';
import {
  EMAIL_PASSWORD_TOGGLE,
  MAGIC_CODE_TOGGLE,
  SIGN_UP_TOGGLE,
  WORKSPACE_CREATION_TOGGLE,
  instanceNameProblem,
  isFlagSet,
  isToggleOn,
  storedValue,
  toggleProblem,
} from './instance-settings';

describe('isToggleOn', () => {
  it('reads "1" and "true" as on, anything else as off', () => {
    expect(isFlagSet('1')).toBe(true);
    expect(isFlagSet('True')).toBe(true);
    expect(isFlagSet('0')).toBe(false);
    expect(isFlagSet('')).toBe(false);
  });

  it('falls back to the default for a setting never stored', () => {
    expect(isToggleOn(SIGN_UP_TOGGLE, {})).toBe(true);
    expect(isToggleOn(SIGN_UP_TOGGLE, { ENABLE_SIGNUP: '0' })).toBe(false);
  });

  it('shows "disable workspace creation" positively', () => {
    expect(isToggleOn(WORKSPACE_CREATION_TOGGLE, {})).toBe(true);
    expect(isToggleOn(WORKSPACE_CREATION_TOGGLE, { DISABLE_WORKSPACE_CREATION: '1' })).toBe(false);
  });
});

describe('storedValue', () => {
  it('stores "1" for on and "0" for off, reversed for an inverted setting', () => {
    expect(storedValue(SIGN_UP_TOGGLE, true)).toBe('1');
    expect(storedValue(SIGN_UP_TOGGLE, false)).toBe('0');
    expect(storedValue(WORKSPACE_CREATION_TOGGLE, true)).toBe('0');
    expect(storedValue(WORKSPACE_CREATION_TOGGLE, false)).toBe('1');
  });
});

describe('toggleProblem', () => {
  it('refuses to turn off the last way to sign in', () => {
    const onlyPasswords = { ENABLE_MAGIC_LINK_LOGIN: '0', ENABLE_EMAIL_PASSWORD: '1' };
    expect(toggleProblem(EMAIL_PASSWORD_TOGGLE, false, onlyPasswords)).toMatch(/at least one/);
    expect(toggleProblem(MAGIC_CODE_TOGGLE, true, onlyPasswords)).toBeNull();
  });

  it('lets one method go while the other stays, and never stops other settings', () => {
    expect(toggleProblem(MAGIC_CODE_TOGGLE, false, {})).toBeNull();
    expect(toggleProblem(SIGN_UP_TOGGLE, false, { ENABLE_EMAIL_PASSWORD: '0' })).toBeNull();
  });
});

describe('instanceNameProblem', () => {
  it('wants a name that is not blank and fits', () => {
    expect(instanceNameProblem('  ')).toBe('Name the instance.');
    expect(instanceNameProblem('x'.repeat(256))).toMatch(/255/);
    expect(instanceNameProblem(' Acme ')).toBeNull();
  });
});
