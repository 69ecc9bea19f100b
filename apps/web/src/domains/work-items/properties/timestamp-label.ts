import { parseISO } from 'date-fns';
import { i18n } from '#web/lib/i18n';
import { formatDate } from '#web/lib/format';

/** What a created or updated date says about itself: "Created Nov 24, 2026". */
export function timestampLabel(kind: 'created_on' | 'updated_on', isoTimestamp: string): string {
  const date = formatDate(parseISO(isoTimestamp));
  return kind === 'created_on'
    ? i18n.t('work-items:properties.createdOn', { date })
    : i18n.t('work-items:properties.updatedOn', { date });
}
