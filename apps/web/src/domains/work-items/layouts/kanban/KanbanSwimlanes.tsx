import { observer } from 'mobx-react-lite';
import { describeGroup, orderGroupKeys } from '#web/domains/work-items/group-descriptors';
import { GroupHeader, useGroupLookups } from '#web/domains/work-items/group-header';
import { QuickAddWorkItem } from '#web/domains/work-items/create/QuickAddWorkItem';
import { quickAddPrefill } from '#web/domains/work-items/create/quick-add-prefill';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import { kanbanCollapseKey } from './kanban-collapse-storage';
import { KanbanCellList } from './KanbanCellList';
import { KanbanCollapsedStrip } from './KanbanCollapsedStrip';
import { useCollapsedGroups } from './use-collapsed-groups';

export interface KanbanSwimlanesProps {
  groups: readonly string[];
  collapsedColumns: ReadonlySet<string>;
  onToggleColumn: (group: string) => void;
}

/**
 * A sub-grouped board: the column headers stay at the top, and each sub-group is a row
 * (swimlane) of cells under them, collapsible by its header. Each cell scrolls on its own.
 */
export const KanbanSwimlanes = observer(function KanbanSwimlanes({
  groups,
  collapsedColumns,
  onToggleColumn,
}: KanbanSwimlanesProps) {
  const model = useWorkItemsScreen();
  const { list } = model;
  const { group_by: groupBy, sub_group_by: subGroupBy, show_empty_groups } = model.settings.display;
  const rows = useCollapsedGroups(
    kanbanCollapseKey('swimlanes', model.projectId, subGroupBy ?? ''),
  );
  const laneTotal = (subGroup: string) =>
    groups.reduce((sum, group) => sum + list.total(group, subGroup), 0);
  const lookups = useGroupLookups();
  const lanes = orderGroupKeys(subGroupBy, list.subGroupKeys, lookups).filter(
    (key) => show_empty_groups || laneTotal(key) > 0,
  );

  return (
    <div className="min-h-0 flex-1 overflow-auto">
      <div className="inline-flex min-w-full flex-col pb-4">
        <div className="sticky top-0 z-20 flex gap-3 bg-canvas px-4 pb-1 pt-3">
          {groups.map((group) => {
            const toggle = () => {
              onToggleColumn(group);
            };
            return collapsedColumns.has(group) ? (
              <KanbanCollapsedStrip
                key={group}
                groupBy={groupBy}
                groupKey={group}
                count={list.total(group)}
                onExpand={toggle}
                isCompact
              />
            ) : (
              <GroupHeader
                key={group}
                groupBy={groupBy}
                groupKey={group}
                count={list.total(group)}
                isCollapsed={false}
                onToggleCollapse={toggle}
                className="h-10 w-80 shrink-0 rounded-lg bg-surface-sunken px-2"
              />
            );
          })}
        </div>
        {lanes.map((subGroup) => {
          const { name } = describeGroup(subGroupBy, subGroup, lookups);
          const isCollapsed = rows.collapsed.has(subGroup);
          return (
            <section
              key={subGroup}
              data-testid="kanban-swimlane"
              data-sub-group={subGroup}
              aria-label={name}
              className="mt-2"
            >
              <GroupHeader
                groupBy={subGroupBy}
                groupKey={subGroup}
                count={laneTotal(subGroup)}
                isCollapsed={isCollapsed}
                onToggleCollapse={() => {
                  rows.toggle(subGroup);
                }}
                className="sticky left-0 w-max px-4 py-1.5"
              />
              {!isCollapsed && (
                <div data-kanban-row="" className="flex gap-3 px-4">
                  {groups.map((group) =>
                    collapsedColumns.has(group) ? (
                      <div key={group} className="w-10 shrink-0" />
                    ) : (
                      <SwimlaneCell key={group} group={group} subGroup={subGroup} />
                    ),
                  )}
                </div>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
});

const SwimlaneCell = observer(function SwimlaneCell({
  group,
  subGroup,
}: {
  group: string;
  subGroup: string;
}) {
  const model = useWorkItemsScreen();
  const { group_by: groupBy, sub_group_by: subGroupBy } = model.settings.display;
  const prefill = quickAddPrefill({ groupBy, groupKey: group, subGroupBy, subGroupKey: subGroup });
  return (
    <div
      data-testid="kanban-column"
      data-group={group}
      data-sub-group={subGroup}
      className="group/cell flex w-80 shrink-0 flex-col rounded-lg bg-surface-sunken pt-2"
    >
      <KanbanCellList
        cell={{ group, subGroup }}
        className="max-h-[30rem] min-h-14"
        footer={
          <div className="pb-1 opacity-0 transition-opacity duration-100 focus-within:opacity-100 group-hover/cell:opacity-100 touch:opacity-100">
            <QuickAddWorkItem prefill={prefill} variant="card" />
          </div>
        }
      />
    </div>
  );
});
