import { INSTANCE_CONFIGURATION_DEFAULTS, type InstanceConfigurationKey } from '@keel/core';
import { type IconName } from '../../ui/Icon';

/** Longest instance name the server accepts (InstancePatchSchema). */
export const MAX_INSTANCE_NAME_LENGTH = 255;

/** One on/off setting as the admin screens show it. */
export interface SettingToggle {
  key: InstanceConfigurationKey;
  label: string;
  description: string;
  /**
   * The setting is stored negatively ("disable …") but shown positively, so the switch is on
   * when the stored flag is "0".
   */
  isInverted?: boolean;
}

export const SIGN_UP_TOGGLE: SettingToggle = {
  key: 'ENABLE_SIGNUP',
  label: 'Allow sign-up',
  description:
    'Anyone who can reach this instance may create an account. When off, only people with a pending invitation can join.',
};

export const EMAIL_PASSWORD_TOGGLE: SettingToggle = {
  key: 'ENABLE_EMAIL_PASSWORD',
  label: 'Email and password',
  description: 'People sign in with their email address and a password they choose.',
};

export const MAGIC_CODE_TOGGLE: SettingToggle = {
  key: 'ENABLE_MAGIC_LINK_LOGIN',
  label: 'Unique codes by email',
  description: 'People sign in with a six-digit code emailed to them, without a password.',
};

export const WORKSPACE_CREATION_TOGGLE: SettingToggle = {
  key: 'DISABLE_WORKSPACE_CREATION',
  label: 'Allow anyone to create workspaces',
  description:
    'Everyone with an account may create their own workspaces. When off, only instance admins can.',
  isInverted: true,
};

/** The ways to sign in: at least one has to stay on, or nobody could get back in. */
const SIGN_IN_METHODS: readonly SettingToggle[] = [EMAIL_PASSWORD_TOGGLE, MAGIC_CODE_TOGGLE];

/** Stored settings by key, as GET /api/instances/configurations/ lists them. */
export type StoredConfigurations = Partial<Record<string, string>>;

/** Whether a stored flag means yes: "1" (Plane's spelling) or "true". */
export function isFlagSet(value: string): boolean {
  return value === '1' || value.toLowerCase() === 'true';
}

/** Whether the toggle shows as on, reading the default when the setting was never stored. */
export function isToggleOn(toggle: SettingToggle, stored: StoredConfigurations): boolean {
  const isSet = isFlagSet(stored[toggle.key] ?? INSTANCE_CONFIGURATION_DEFAULTS[toggle.key]);
  return toggle.isInverted === true ? !isSet : isSet;
}

/** The value to store for the toggle switched on or off. */
export function storedValue(toggle: SettingToggle, isOn: boolean): '0' | '1' {
  const isSet = toggle.isInverted === true ? !isOn : isOn;
  return isSet ? '1' : '0';
}

/**
 * Why switching a toggle is refused before asking the server, or null when it may change:
 * turning off the last way to sign in would lock everyone out, the admin included.
 */
export function toggleProblem(
  toggle: SettingToggle,
  isOn: boolean,
  stored: StoredConfigurations,
): string | null {
  if (isOn || !SIGN_IN_METHODS.includes(toggle)) return null;
  const othersOn = SIGN_IN_METHODS.filter(
    (method) => method !== toggle && isToggleOn(method, stored),
  );
  return othersOn.length === 0
    ? 'Keep at least one way to sign in, or nobody could get back in.'
    : null;
}

/** What is wrong with an instance name as typed, or null when it can be saved. */
export function instanceNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Name the instance.';
  if (trimmed.length > MAX_INSTANCE_NAME_LENGTH)
    return `Use at most ${MAX_INSTANCE_NAME_LENGTH} characters.`;
  return null;
}

/** One page of the instance admin area, in sub-navigation order. */
export interface AdminSection {
  /** Path segment under /god-mode/ (Plane's names). */
  path: string;
  label: string;
  icon: IconName;
  /** One line under the page title. */
  description: string;
}

export const GENERAL_SECTION: AdminSection = {
  path: 'general',
  label: 'General',
  icon: 'settings',
  description: 'What this instance is called, and what it is running.',
};

export const WORKSPACE_SECTION: AdminSection = {
  path: 'workspace',
  label: 'Workspaces',
  icon: 'layout-grid',
  description: 'Who may create workspaces on this instance.',
};

export const AUTHENTICATION_SECTION: AdminSection = {
  path: 'authentication',
  label: 'Authentication',
  icon: 'key',
  description: 'Who may join this instance, and how people sign in.',
};

export const EMAIL_SECTION: AdminSection = {
  path: 'email',
  label: 'Email',
  icon: 'mail',
  description: 'How this instance sends sign-in codes, invitations and password resets.',
};

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  GENERAL_SECTION,
  WORKSPACE_SECTION,
  AUTHENTICATION_SECTION,
  EMAIL_SECTION,
];
