import type { Priority } from '@keel/core';
import { cx } from '#web/ui/cx';
import { Icon, type IconName } from '#web/ui/Icon';

const PRIORITY_ICONS: Readonly<Record<Priority, IconName>> = {
  urgent: 'alert-circle',
  high: 'signal-high',
  medium: 'signal-medium',
  low: 'signal-low',
  none: 'ban',
};

/** A priority's signal icon; urgent is drawn in the danger tone, as Plane draws it. */
export function PriorityIcon({ priority, size = 14 }: { priority: Priority; size?: number }) {
  return (
    <Icon
      name={PRIORITY_ICONS[priority]}
      size={size}
      className={cx(
        priority === 'urgent' && 'text-danger',
        priority === 'none' && 'text-tertiary',
        priority !== 'urgent' && priority !== 'none' && 'text-secondary',
      )}
    />
  );
}
