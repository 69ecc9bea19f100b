import type { Priority } from '@keel/core';
import { Avatar } from '#web/ui/Avatar';
import { Icon, type IconName } from '#web/ui/Icon';
import { defaultStateColor } from '#web/domains/states/state-groups';
import { StateGroupIcon } from '#web/domains/states/StateGroupIcon';
import type { OptionVisual as Visual } from './filter-descriptors';

const PRIORITY_ICONS: Readonly<Record<Priority, { icon: IconName; className: string }>> = {
  urgent: { icon: 'alert-circle', className: 'text-danger' },
  high: { icon: 'signal-high', className: 'text-warning' },
  medium: { icon: 'signal-medium', className: 'text-warning' },
  low: { icon: 'signal-low', className: 'text-accent' },
  none: { icon: 'ban', className: 'text-tertiary' },
};

/** The small picture beside a filter value: a priority's bars, a state's ring, a label's dot. */
export function OptionVisual({ visual }: { visual: Visual }) {
  switch (visual.kind) {
    case 'icon':
      return <Icon name={visual.icon} size={14} className="text-tertiary" />;
    case 'priority': {
      const { icon, className } = PRIORITY_ICONS[visual.priority];
      return <Icon name={icon} size={14} className={className} />;
    }
    case 'state-group':
      return (
        <StateGroupIcon
          group={visual.group}
          color={defaultStateColor(visual.group)}
          className="shrink-0"
        />
      );
    case 'state':
      return <StateGroupIcon group={visual.group} color={visual.color} className="shrink-0" />;
    case 'color':
      return (
        <span
          aria-hidden="true"
          className="mx-0.5 size-2.5 shrink-0 rounded-full"
          style={{ backgroundColor: visual.color }}
        />
      );
    case 'member':
      return (
        <Avatar name={visual.name} src={visual.avatar} size="sm" className="size-4! text-[9px]!" />
      );
  }
}
