import { format, parseISO } from 'date-fns';

/** What a created or updated date says about itself: "Created Nov 24, 2026". */
export function timestampLabel(kind: 'created_on' | 'updated_on', isoTimestamp: string): string {
  const what = kind === 'created_on' ? 'Created' : 'Updated';
  return `${what} ${format(parseISO(isoTimestamp), 'MMM d, yyyy')}`;
}
