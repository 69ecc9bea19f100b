import { DragHandle } from './DragHandle';
import { Icon, type IconName } from './Icon';
import { type SortableMove, SortableList } from './SortableList';
import { Switch } from './Switch';

/** One entry a person shows or hides and puts in order (a home widget, a sidebar item). */
export interface ArrangeItem {
  id: string;
  label: string;
  icon?: IconName;
  isShown: boolean;
}

export interface ArrangeListProps {
  items: readonly ArrangeItem[];
  /** Names the list for assistive technology. */
  label: string;
  onToggle: (item: ArrangeItem, isShown: boolean) => void;
  onMove: (move: SortableMove<ArrangeItem>) => void;
  /** The switch's name: "Show Recents". */
  showLabel: (name: string) => string;
  /** The grip's name: "Move Recents". */
  moveLabel: (name: string) => string;
  /** The grip's tooltip: how to drag it, or move it with the keys. */
  moveHint: string;
}

/**
 * Entries in the person's order, each with a grip to drag it (or Space and the arrows) and a
 * switch to show or hide it: the shape of Manage widgets and Customize sidebar.
 */
export function ArrangeList({
  items,
  label,
  onToggle,
  onMove,
  showLabel,
  moveLabel,
  moveHint,
}: ArrangeListProps) {
  return (
    <SortableList
      items={items}
      getId={(item) => item.id}
      onMove={onMove}
      label={label}
      className="flex flex-col divide-y divide-(--border-color-subtle)"
      itemClassName="bg-surface"
    >
      {(item, handle) => (
        <div className="flex items-center gap-2 py-2">
          <DragHandle sortable={handle} label={moveLabel(item.label)} title={moveHint} />
          {item.icon !== undefined && (
            <Icon name={item.icon} size={15} className="shrink-0 text-tertiary" />
          )}
          <span className="min-w-0 flex-1 truncate text-base text-primary">{item.label}</span>
          <Switch
            aria-label={showLabel(item.label)}
            isOn={item.isShown}
            onChange={(isShown) => {
              onToggle(item, isShown);
            }}
          />
        </div>
      )}
    </SortableList>
  );
}
