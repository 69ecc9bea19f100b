import type { Priority } from '@keel/core';
import { i18n } from '#web/lib/i18n';

/** How a priority is named in badges, menus and group headers ("No priority" for none). */
export function priorityLabel(priority: Priority): string {
  return priority === 'none'
    ? i18n.t('work-items:priority.noPriority')
    : i18n.t(`work-items:priority.${priority}`);
}

/** The same names by priority, read in the current language each time. */
export const PRIORITY_LABELS: Readonly<Record<Priority, string>> = {
  get urgent() {
    return priorityLabel('urgent');
  },
  get high() {
    return priorityLabel('high');
  },
  get medium() {
    return priorityLabel('medium');
  },
  get low() {
    return priorityLabel('low');
  },
  get none() {
    return priorityLabel('none');
  },
};
