import { describe, expect, it } from 'vitest';
import { DEFAULT_FILE_SIZE_LIMIT } from './constants';
import { InstanceConfigSchema, resolveInstanceConfig } from './instance';

const localEnvironment = { isSmtpConfigured: false, isLlmConfigured: false };

describe('resolveInstanceConfig', () => {
  it('opens sign-up and both sign-in methods by default', () => {
    const config = resolveInstanceConfig({}, localEnvironment);
    expect(config.enable_signup).toBe(true);
    expect(config.is_email_password_enabled).toBe(true);
    expect(config.is_magic_login_enabled).toBe(true);
    expect(config.is_workspace_creation_disabled).toBe(false);
    expect(config.file_size_limit).toBe(DEFAULT_FILE_SIZE_LIMIT);
    expect(InstanceConfigSchema.parse(config)).toEqual(config);
  });

  it('lets stored settings override the defaults', () => {
    const config = resolveInstanceConfig(
      { ENABLE_SIGNUP: '0', DISABLE_WORKSPACE_CREATION: 'true', ENABLE_MAGIC_LINK_LOGIN: '0' },
      localEnvironment,
    );
    expect(config.enable_signup).toBe(false);
    expect(config.is_workspace_creation_disabled).toBe(true);
    expect(config.is_magic_login_enabled).toBe(false);
    expect(config.is_email_password_enabled).toBe(true);
  });

  it('reports what the environment configures', () => {
    const config = resolveInstanceConfig(
      {},
      {
        isSmtpConfigured: true,
        isLlmConfigured: true,
        fileSizeLimit: 1024,
        publicUrl: 'https://keel.example.com',
      },
    );
    expect(config.is_smtp_configured).toBe(true);
    expect(config.has_llm_configured).toBe(true);
    expect(config.file_size_limit).toBe(1024);
    expect(config.app_base_url).toBe('https://keel.example.com');
  });

  it('says SMTP is configured when an SMTP host is stored, and not for other email settings', () => {
    expect(
      resolveInstanceConfig({ EMAIL_HOST: 'smtp.example.com' }, localEnvironment),
    ).toMatchObject({ is_smtp_configured: true });
    expect(
      resolveInstanceConfig({ EMAIL_HOST: ' ', EMAIL_PORT: '465' }, localEnvironment)
        .is_smtp_configured,
    ).toBe(false);
    expect(
      resolveInstanceConfig({}, { ...localEnvironment, isSmtpConfigured: true }).is_smtp_configured,
    ).toBe(true);
  });
});
