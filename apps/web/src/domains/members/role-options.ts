import { ROLE } from '@keel/core';

/** Roles as people pick them, highest first. */
export const ROLE_OPTIONS = [
  { value: ROLE.admin as number, label: 'Admin' },
  { value: ROLE.member as number, label: 'Member' },
  { value: ROLE.guest as number, label: 'Guest' },
];

export function roleLabel(role: number): string {
  return ROLE_OPTIONS.find((option) => option.value === role)?.label ?? 'Unknown';
}
