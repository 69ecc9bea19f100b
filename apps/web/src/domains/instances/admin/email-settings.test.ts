import { describe, expect, it } from 'vitest';
import {
  REMOVE_EMAIL_PATCH,
  emailPatch,
  fieldErrorMessage,
  isEmailFormDirty,
  readEmailSettings,
  securityOf,
} from './email-settings';

const stored = [
  { key: 'ENABLE_SIGNUP', value: '1' },
  { key: 'EMAIL_HOST', value: 'smtp.example.com', is_managed_by_environment: false },
  { key: 'EMAIL_PORT', value: '465', is_managed_by_environment: false },
  { key: 'EMAIL_HOST_USER', value: 'keel', is_managed_by_environment: false },
  { key: 'EMAIL_HOST_PASSWORD', value: '', is_set: true, is_managed_by_environment: false },
  { key: 'EMAIL_FROM', value: 'Keel <keel@example.com>', is_managed_by_environment: false },
  { key: 'EMAIL_USE_TLS', value: '0', is_managed_by_environment: false },
  { key: 'EMAIL_USE_SSL', value: '1', is_managed_by_environment: false },
];

describe('readEmailSettings', () => {
  it('reads the saved settings into the form, the password empty', () => {
    expect(readEmailSettings(stored)).toEqual({
      form: {
        host: 'smtp.example.com',
        port: '465',
        username: 'keel',
        password: '',
        from: 'Keel <keel@example.com>',
        security: 'ssl',
      },
      isPasswordSet: true,
      isManagedByEnvironment: false,
      isConfigured: true,
    });
  });

  it('falls back to the defaults, and knows settings from the environment', () => {
    const empty = readEmailSettings([]);
    expect(empty.form).toMatchObject({ host: '', port: '587', security: 'starttls' });
    expect(empty.isConfigured).toBe(false);
    expect(empty.isPasswordSet).toBe(false);
    const managed = readEmailSettings([
      { key: 'EMAIL_HOST', value: 'smtp.env', is_managed_by_environment: true },
    ]);
    expect(managed.isManagedByEnvironment).toBe(true);
  });
});

describe('securityOf and emailPatch', () => {
  it('map the security choice to the two flags and back', () => {
    expect(securityOf('1', '0')).toBe('starttls');
    expect(securityOf('0', '1')).toBe('ssl');
    expect(securityOf('0', '0')).toBe('none');
    const form = readEmailSettings(stored).form;
    expect(emailPatch({ ...form, host: ' smtp.example.com ', security: 'starttls' })).toEqual({
      EMAIL_HOST: 'smtp.example.com',
      EMAIL_PORT: '465',
      EMAIL_HOST_USER: 'keel',
      EMAIL_HOST_PASSWORD: '',
      EMAIL_FROM: 'Keel <keel@example.com>',
      EMAIL_USE_TLS: '1',
      EMAIL_USE_SSL: '0',
    });
    expect(emailPatch({ ...form, password: ' pw ' }).EMAIL_HOST_PASSWORD).toBe(' pw ');
  });

  it('removes everything with nulls', () => {
    expect(Object.values(REMOVE_EMAIL_PATCH)).toEqual(Array(7).fill(null));
    expect(REMOVE_EMAIL_PATCH).toHaveProperty('EMAIL_HOST_PASSWORD', null);
  });
});

describe('isEmailFormDirty', () => {
  it('sees a changed value or a typed password, not whitespace', () => {
    const saved = readEmailSettings(stored).form;
    expect(isEmailFormDirty({ ...saved, host: ' smtp.example.com' }, saved)).toBe(false);
    expect(isEmailFormDirty({ ...saved, port: '587' }, saved)).toBe(true);
    expect(isEmailFormDirty({ ...saved, password: 'x' }, saved)).toBe(true);
  });
});

describe('fieldErrorMessage', () => {
  it('drops the key the field already names', () => {
    expect(
      fieldErrorMessage('EMAIL_PORT: must be a whole number from 1 to 65535', 'EMAIL_PORT'),
    ).toBe('Must be a whole number from 1 to 65535.');
    expect(fieldErrorMessage('Something else.', 'EMAIL_PORT')).toBe('Something else.');
  });
});
