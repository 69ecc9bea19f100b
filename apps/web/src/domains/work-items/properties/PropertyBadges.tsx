import { parseISO } from 'date-fns';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#web/lib/format';
import { Icon, type IconName } from '#web/ui/Icon';
import { useWorkItemsScreen } from '../screen-context';
import { propertyTriggerClassName, type PropertyVariant } from './property-styles';
import { timestampLabel } from './timestamp-label';

interface BadgeProps {
  id: string;
  variant: PropertyVariant;
}

/** The key people quote an item by: the project's identifier and the item's number (WEB-12). */
export const WorkItemKey = observer(function WorkItemKey({ id }: { id: string }) {
  const model = useWorkItemsScreen();
  const item = model.store.get(id);
  if (!item) return null;
  const identifier = model.lookups.projectIdentifier(item.project_id);
  return (
    <span className="shrink-0 whitespace-nowrap font-mono text-xs text-tertiary">
      {identifier ? `${identifier}-${String(item.sequence_id)}` : `#${String(item.sequence_id)}`}
    </span>
  );
});

const COUNTS = {
  sub_issue_count: { field: 'sub_issues_count', icon: 'list-tree', noun: 'subWorkItems' },
  link: { field: 'link_count', icon: 'link', noun: 'links' },
  attachment_count: { field: 'attachment_count', icon: 'paperclip', noun: 'attachments' },
} as const satisfies Record<string, { field: string; icon: IconName; noun: string }>;

/** A count of an item's sub-items, links or attachments; nothing when there are none. */
export const CountBadge = observer(function CountBadge({
  id,
  variant,
  kind,
}: BadgeProps & { kind: keyof typeof COUNTS }) {
  const { t } = useTranslation('work-items');
  const model = useWorkItemsScreen();
  const item = model.store.get(id);
  if (!item) return null;
  const { field, icon, noun } = COUNTS[kind];
  const count = item[field];
  if (count === 0) return null;
  return (
    <span
      aria-label={t(`properties.counts.${noun}`, { count })}
      title={t(`properties.counts.${noun}`, { count })}
      className={propertyTriggerClassName(variant, { isInteractive: false })}
    >
      <Icon name={icon} size={13} className="text-tertiary" />
      {count}
    </span>
  );
});

/** When an item was created or last updated, named in its tooltip ("Created Nov 24, 2026"). */
export const TimestampBadge = observer(function TimestampBadge({
  id,
  variant,
  kind,
}: BadgeProps & { kind: 'created_on' | 'updated_on' }) {
  useTranslation();
  const model = useWorkItemsScreen();
  const item = model.store.get(id);
  if (!item) return null;
  const timestamp = kind === 'created_on' ? item.created_at : item.updated_at;
  const label = timestampLabel(kind, timestamp);
  return (
    <span
      aria-label={label}
      title={label}
      className={propertyTriggerClassName(variant, { isInteractive: false })}
    >
      <Icon
        name={kind === 'created_on' ? 'calendar-clock' : 'clock'}
        size={13}
        className="text-tertiary"
      />
      {formatDate(parseISO(timestamp), { month: 'short', day: 'numeric' })}
    </span>
  );
});
