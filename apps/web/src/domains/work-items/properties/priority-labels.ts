import { type Priority } from '@keel/core';

/** How each priority is named in badges, menus and group headers. */
export const PRIORITY_LABELS: Readonly<Record<Priority, string>> = {
  urgent: 'Urgent',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  none: 'No priority',
};
