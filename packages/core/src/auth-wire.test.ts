import { describe, expect, it } from 'vitest';
import {
  authErrorBody,
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
