import { ROLE, type Role } from '@keel/core';
import { type SelectOption } from '../../ui/SelectField';

/** Roles as people pick them, highest first. */
export const ROLE_OPTIONS: SelectOption<Role>[] = [
  { value: ROLE.admin, label: 'Admin' },
  { value: ROLE.member, label: 'Member' },
  { value: ROLE.guest, label: 'Guest' },
];

export function roleLabel(role: Role): string {
  return ROLE_OPTIONS.find((option) => option.value === role)?.label ?? 'Unknown';
}
