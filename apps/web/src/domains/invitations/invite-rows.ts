import { type Invitee, type Role, isValidEmail, normalizeEmail } from '@keel/core';

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
      errors.set(index, 'Enter a valid email address.');
      return;
    }
    if (seen.has(email)) {
      errors.set(index, 'This email is already on the list.');
      return;
    }
    seen.add(email);
    invitations.push({ email, role: row.role });
  });
  return { invitations, errors };
}
