import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { describeGroup } from '#web/domains/work-items/group-descriptors';
import { GroupHeader, useGroupLookups } from '#web/domains/work-items/group-header';
import { QuickAddWorkItem } from '#web/domains/work-items/create/QuickAddWorkItem';
import { quickAddPrefill } from '#web/domains/work-items/create/quick-add-prefill';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import { KanbanCellList } from './KanbanCellList';
import { KanbanCollapsedStrip } from './KanbanCollapsedStrip';

export interface KanbanColumnProps {
  group: string;
  isCollapsed: boolean;
  onToggleCollapsed: (group: string) => void;
}

/** One column of a board without swimlanes: header, then its cards in their own scroller. */
export const KanbanColumn = observer(function KanbanColumn({
  group,
  isCollapsed,
  onToggleCollapsed,
}: KanbanColumnProps) {
  const model = useWorkItemsScreen();
  const [isAddingAtTop, setIsAddingAtTop] = useState(false);
  const groupBy = model.settings.display.group_by;
  const { name } = describeGroup(groupBy, group, useGroupLookups());
  const count = model.list.total(group);
  const cell = { group, subGroup: null };
  const toggle = () => {
    onToggleCollapsed(group);
  };
  const prefill = quickAddPrefill({ groupBy, groupKey: group });

  if (isCollapsed)
    return (
      <KanbanCollapsedStrip groupBy={groupBy} groupKey={group} count={count} onExpand={toggle} />
    );

  return (
    <section
      data-testid="kanban-column"
      data-group={group}
      aria-label={name}
      className="flex min-h-0 w-80 max-w-[calc(100vw-3rem)] shrink-0 snap-start flex-col rounded-lg bg-surface-sunken"
    >
      <GroupHeader
        groupBy={groupBy}
        groupKey={group}
        count={count}
        isCollapsed={false}
        onToggleCollapse={toggle}
        onAdd={() => {
          setIsAddingAtTop(true);
        }}
        selectableIds={model.list.ids(group)}
        className="h-10 shrink-0 px-2"
      />
      {isAddingAtTop && (
        <div className="px-2 pb-2">
          <QuickAddWorkItem
            prefill={prefill}
            variant="card"
            isOpen
            onOpenChange={setIsAddingAtTop}
          />
        </div>
      )}
      <KanbanCellList
        cell={cell}
        className="min-h-0 flex-1 pb-1"
        footer={<QuickAddWorkItem prefill={prefill} variant="card" />}
      />
    </section>
  );
});
