import { INSTANCE_CONFIGURATION_DEFAULTS, type InstanceConfigurationKey } from '@keel/core';
import { i18n } from '#web/lib/i18n';
import type { IconName } from '#web/ui/Icon';

/** Longest instance name the server accepts (InstancePatchSchema). */
export const MAX_INSTANCE_NAME_LENGTH = 255;

/** Which toggle: its label and description are `toggles.<id>.*` in the instance-admin namespace. */
export type SettingToggleId = 'signUp' | 'emailPassword' | 'magicCode' | 'workspaceCreation';

/** One on/off setting as the admin screens show it. */
export interface SettingToggle {
  key: InstanceConfigurationKey;
  id: SettingToggleId;
  /**
   * The setting is stored negatively ("disable …") but shown positively, so the switch is on
   * when the stored flag is "0".
   */
  isInverted?: boolean;
}

export const SIGN_UP_TOGGLE: SettingToggle = {
  key: 'ENABLE_SIGNUP',
  id: 'signUp',
};

export const EMAIL_PASSWORD_TOGGLE: SettingToggle = {
  key: 'ENABLE_EMAIL_PASSWORD',
  id: 'emailPassword',
};

export const MAGIC_CODE_TOGGLE: SettingToggle = {
  key: 'ENABLE_MAGIC_LINK_LOGIN',
  id: 'magicCode',
};

export const WORKSPACE_CREATION_TOGGLE: SettingToggle = {
  key: 'DISABLE_WORKSPACE_CREATION',
  id: 'workspaceCreation',
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
  return othersOn.length === 0 ? i18n.t('instance-admin:toggles.keepOneSignIn') : null;
}

/** What is wrong with an instance name as typed, or null when it can be saved. */
export function instanceNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return i18n.t('instance-admin:general.validation.nameRequired');
  if (trimmed.length > MAX_INSTANCE_NAME_LENGTH)
    return i18n.t('instance-admin:general.validation.nameTooLong', {
      count: MAX_INSTANCE_NAME_LENGTH,
    });
  return null;
}

/** Path segment under /god-mode/ (Plane's names). */
export type AdminSectionPath = 'general' | 'workspace' | 'authentication' | 'email';

/**
 * One page of the instance admin area, in sub-navigation order. Its label and the line under its
 * title are `sections.<path>.label` and `.description` in the instance-admin namespace.
 */
export interface AdminSection {
  path: AdminSectionPath;
  icon: IconName;
}

export const GENERAL_SECTION: AdminSection = {
  path: 'general',
  icon: 'settings',
};

export const WORKSPACE_SECTION: AdminSection = {
  path: 'workspace',
  icon: 'layout-grid',
};

export const AUTHENTICATION_SECTION: AdminSection = {
  path: 'authentication',
  icon: 'key',
};

export const EMAIL_SECTION: AdminSection = {
  path: 'email',
  icon: 'mail',
};

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  GENERAL_SECTION,
  WORKSPACE_SECTION,
  AUTHENTICATION_SECTION,
  EMAIL_SECTION,
];
