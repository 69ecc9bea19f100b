import { describe, expect, it } from 'vitest';
import {
  EmailCredentialsCheckSchema,
  emailSettingsProblems,
  hasStoredSmtpHost,
  isValidEmailSender,
} from './instance-email';

describe('isValidEmailSender', () => {
  it('takes an address or "Name <address>"', () => {
    expect(isValidEmailSender('keel@example.com')).toBe(true);
    expect(isValidEmailSender('Keel <keel@example.com>')).toBe(true);
    expect(isValidEmailSender('"Acme, Inc." <keel@example.com>')).toBe(true);
    expect(isValidEmailSender('Keel')).toBe(false);
    expect(isValidEmailSender('Keel <keel>')).toBe(false);
    expect(isValidEmailSender('Keel keel@example.com')).toBe(false);
  });
});

describe('emailSettingsProblems', () => {
  const valid = { EMAIL_HOST: 'smtp.example.com', EMAIL_PORT: '587', EMAIL_FROM: 'k@example.com' };

  it('accepts complete settings, and none at all', () => {
    expect(emailSettingsProblems(valid, false)).toEqual([]);
    expect(emailSettingsProblems({}, false)).toEqual([]);
  });

  it('wants a host once anything else is set', () => {
    expect(emailSettingsProblems({ EMAIL_FROM: 'k@example.com' }, false)).toEqual([
      { field: 'EMAIL_HOST', message: 'EMAIL_HOST: enter the SMTP server’s host name' },
    ]);
    expect(emailSettingsProblems({}, true)[0]?.field).toBe('EMAIL_HOST');
  });

  it('names each bad value', () => {
    const fields = (settings: Record<string, string>, hasPassword = false) =>
      emailSettingsProblems({ ...valid, ...settings }, hasPassword).map((p) => p.field);
    expect(fields({ EMAIL_PORT: '0' })).toEqual(['EMAIL_PORT']);
    expect(fields({ EMAIL_PORT: '65536' })).toEqual(['EMAIL_PORT']);
    expect(fields({ EMAIL_PORT: '25.5' })).toEqual(['EMAIL_PORT']);
    expect(fields({ EMAIL_PORT: '65535' })).toEqual([]);
    expect(fields({ EMAIL_FROM: 'not an address' })).toEqual(['EMAIL_FROM']);
    expect(fields({ EMAIL_USE_TLS: 'yes' })).toEqual(['EMAIL_USE_TLS']);
    expect(fields({ EMAIL_USE_TLS: '1', EMAIL_USE_SSL: '1' })).toEqual(['EMAIL_USE_SSL']);
    expect(fields({}, true)).toEqual(['EMAIL_HOST_USER']);
  });
});

describe('hasStoredSmtpHost and EmailCredentialsCheckSchema', () => {
  it('read a stored host and a receiver address', () => {
    expect(hasStoredSmtpHost({ EMAIL_HOST: 'smtp.example.com' })).toBe(true);
    expect(hasStoredSmtpHost({})).toBe(false);
    expect(EmailCredentialsCheckSchema.safeParse({ receiver_email: ' a@b.co ' }).data).toEqual({
      receiver_email: 'a@b.co',
    });
    expect(EmailCredentialsCheckSchema.safeParse({ receiver_email: 'nope' }).success).toBe(false);
  });
});
