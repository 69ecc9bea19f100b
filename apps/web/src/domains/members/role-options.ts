import { ROLE, type Role } from '@keel/core';
import type { SelectOption } from '#web/ui/SelectField';
import { i18n } from '#web/lib/i18n';

/** Roles as people pick them, highest first. */
export const ROLE_OPTIONS: readonly SelectOption<Role>[] = [
  ROLE.admin,
  ROLE.member,
  ROLE.guest,
].map((value) => ({
  value,
  get label() {
    return roleLabel(value);
  },
}));

/** A role's name in the current language. */
export function roleLabel(role: Role): string {
  switch (role) {
    case ROLE.admin:
      return i18n.t('members:roles.admin');
    case ROLE.member:
      return i18n.t('members:roles.member');
    case ROLE.guest:
      return i18n.t('members:roles.guest');
    default:
      return i18n.t('members:roles.unknown');
  }
}
