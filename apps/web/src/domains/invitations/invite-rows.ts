import { type Invitee, type Role, isValidEmail, normalizeEmail } from '@keel/core';
import { i18n } from '#web/lib/i18n';

export interface InviteRow {
  email: string;
  role: Role;
}

export interface ParsedInviteRows {
  invitations: Invitee[];
  /** The problem with each row, by its index; rows left blank have none. */
  errors: Map<number, string>;
}

/**
 * Turns the rows of an invite form into invitations: blank rows are skipped, emails normalised,
 * a repeated email is reported on its second row, and so is one that is not an email.
 */
export function parseInviteRows(rows: readonly InviteRow[]): ParsedInviteRows {
  const invitations: Invitee[] = [];
  const errors = new Map<number, string>();
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (row.email.trim() === '') return;
    const email = normalizeEmail(row.email);
    if (!isValidEmail(email)) {
      errors.set(index, i18n.t('invitations:form.invalidEmail'));
      return;
    }
    if (seen.has(email)) {
      errors.set(index, i18n.t('invitations:form.duplicateEmail'));
      return;
    }
    seen.add(email);
    invitations.push({ email, role: row.role });
  });
  return { invitations, errors };
}
