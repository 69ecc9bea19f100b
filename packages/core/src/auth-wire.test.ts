import { describe, expect, it } from 'vitest';
import {
  authErrorBody,
  emailCheckAnswer,
  InstanceConfigurationPatchSchema,
  isEditableInstanceConfigurationKey,
} from './auth-wire';

describe('authErrorBody', () => {
  it("carries Plane's error name and number with a message for people", () => {
    expect(authErrorBody('INVALID_EMAIL')).toEqual({
      error: 'Email is not valid.',
      code: 'INVALID_EMAIL',
      error_code: 5005,
    });
  });
});

describe('instance configuration keys', () => {
  it('are the four sign-in and workspace flags and the email settings', () => {
    expect(isEditableInstanceConfigurationKey('ENABLE_SIGNUP')).toBe(true);
    expect(isEditableInstanceConfigurationKey('EMAIL_HOST_PASSWORD')).toBe(true);
    expect(isEditableInstanceConfigurationKey('toString')).toBe(false);
    expect(isEditableInstanceConfigurationKey('DISABLE_WORKSPACE_CREATION')).toBe(true);
    expect(isEditableInstanceConfigurationKey('SMTP_HOST')).toBe(false);
  });

  it('take strings, or null to remove a setting', () => {
    expect(InstanceConfigurationPatchSchema.safeParse({ ENABLE_SIGNUP: '0' }).success).toBe(true);
    expect(InstanceConfigurationPatchSchema.safeParse({ EMAIL_HOST: null }).success).toBe(true);
    expect(InstanceConfigurationPatchSchema.safeParse({ ENABLE_SIGNUP: true }).success).toBe(false);
  });
});

describe('emailCheckAnswer', () => {
  it.each([
    // existing, autoset, magic, smtp -> status, available
    [false, true, true, true, 'MAGIC_CODE', true],
    [false, true, true, false, 'CREDENTIAL', true],
    [false, true, false, true, 'CREDENTIAL', false],
    [true, true, true, true, 'MAGIC_CODE', true],
    [true, true, true, false, 'CREDENTIAL', true],
    [true, false, true, true, 'CREDENTIAL', false],
    [true, false, false, false, 'CREDENTIAL', false],
  ] as const)(
    'existing %s, password autoset %s, codes on %s, SMTP %s: %s (code available: %s)',
    (existing, isPasswordAutoset, isMagicLoginEnabled, isSmtpConfigured, status, available) => {
      expect(
        emailCheckAnswer({
          existing,
          isPasswordAutoset,
          isMagicLoginEnabled,
          isSmtpConfigured,
        }),
      ).toEqual({ existing, status, is_magic_code_available: available });
    },
  );
});
