import {
  EMAIL_CONFIGURATION_DEFAULTS,
  EMAIL_CONFIGURATION_KEYS,
  type EmailConfigurationKey,
  type InstanceConfiguration,
  type InstanceConfigurationPatch,
} from '@keel/core';
import { i18n } from '#web/lib/i18n';
import type { SelectOption } from '#web/ui/SelectField';

/** How the connection to the SMTP server is secured (EMAIL_USE_TLS and EMAIL_USE_SSL). */
export type EmailSecurity = 'none' | 'starttls' | 'ssl';

const SECURITIES: readonly EmailSecurity[] = ['none', 'starttls', 'ssl'];

/** The choices of connection security, labelled in the current language. */
export function securityOptions(): SelectOption<EmailSecurity>[] {
  return SECURITIES.map((value) => ({
    value,
    label: i18n.t(`instance-admin:email.security.${value}`),
  }));
}

/** The SMTP form as typed. The password is write-only: '' keeps the stored one. */
export interface EmailForm {
  host: string;
  port: string;
  username: string;
  password: string;
  from: string;
  security: EmailSecurity;
}
export type EmailFormField = keyof EmailForm;

/** The email settings as GET /api/instances/configurations/ lists them, read for the screen. */
export interface EmailSettings {
  /** The saved values; password is always '' since it never leaves the server. */
  form: EmailForm;
  isPasswordSet: boolean;
  /** SMTP_HOST is set in the environment, which wins: the values are shown, not edited. */
  isManagedByEnvironment: boolean;
  /** Email goes out through SMTP (a host is set, here or in the environment). */
  isConfigured: boolean;
}

/** Which form field shows a server error about a setting. */
export const FORM_FIELD_BY_KEY: Record<EmailConfigurationKey, EmailFormField> = {
  EMAIL_HOST: 'host',
  EMAIL_PORT: 'port',
  EMAIL_HOST_USER: 'username',
  EMAIL_HOST_PASSWORD: 'password',
  EMAIL_FROM: 'from',
  EMAIL_USE_TLS: 'security',
  EMAIL_USE_SSL: 'security',
};

export function securityOf(useTls: string, useSsl: string): EmailSecurity {
  if (useSsl === '1') return 'ssl';
  return useTls === '1' ? 'starttls' : 'none';
}

export function readEmailSettings(list: readonly InstanceConfiguration[]): EmailSettings {
  const entries = new Map(list.map((entry) => [entry.key, entry]));
  const value = (key: EmailConfigurationKey) =>
    entries.get(key)?.value ?? EMAIL_CONFIGURATION_DEFAULTS[key];
  const host = value('EMAIL_HOST');
  return {
    form: {
      host,
      port: value('EMAIL_PORT'),
      username: value('EMAIL_HOST_USER'),
      password: '',
      from: value('EMAIL_FROM'),
      security: securityOf(value('EMAIL_USE_TLS'), value('EMAIL_USE_SSL')),
    },
    isPasswordSet: entries.get('EMAIL_HOST_PASSWORD')?.is_set === true,
    isManagedByEnvironment: entries.get('EMAIL_HOST')?.is_managed_by_environment === true,
    isConfigured: host.trim() !== '',
  };
}

/** The PATCH that stores the form; an empty password leaves the stored one as it is. */
export function emailPatch(form: EmailForm): InstanceConfigurationPatch {
  return {
    EMAIL_HOST: form.host.trim(),
    EMAIL_PORT: form.port.trim(),
    EMAIL_HOST_USER: form.username.trim(),
    EMAIL_HOST_PASSWORD: form.password,
    EMAIL_FROM: form.from.trim(),
    EMAIL_USE_TLS: form.security === 'starttls' ? '1' : '0',
    EMAIL_USE_SSL: form.security === 'ssl' ? '1' : '0',
  };
}

/** The PATCH that removes every email setting, the password included: back to the outbox. */
export const REMOVE_EMAIL_PATCH: InstanceConfigurationPatch = Object.fromEntries(
  EMAIL_CONFIGURATION_KEYS.map((key) => [key, null]),
);

/** Whether the form differs from the saved settings (a typed password always counts). */
export function isEmailFormDirty(form: EmailForm, saved: EmailForm): boolean {
  return (
    form.password !== '' ||
    (Object.keys(saved) as EmailFormField[]).some(
      (field) => field !== 'password' && form[field].trim() !== saved[field].trim(),
    )
  );
}

/**
 * A server message about one setting, for display under its field: "EMAIL_PORT: must be …"
 * loses its "EMAIL_PORT: " prefix, since the field's label says which it is.
 */
export function fieldErrorMessage(message: string, key: string): string {
  const prefix = `${key}: `;
  if (!message.startsWith(prefix)) return message;
  const rest = message.slice(prefix.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1) + (/[.!?]$/.test(rest) ? '' : '.');
}
