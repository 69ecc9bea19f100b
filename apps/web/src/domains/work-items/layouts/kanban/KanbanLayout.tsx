import { DndContext, DragOverlay, MeasuringStrategy } from '@dnd-kit/core';
import { activeFilters, type DisplayPropertyKey, UNGROUPED_KEY } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useMemo, useState } from 'react';
import { Button } from '#web/ui/Button';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { LoadFailed } from '#web/ui/LoadFailed';
import { showErrorToast } from '#web/ui/Toaster';
import { groupedDisplayProperty, orderGroupKeys } from '#web/domains/work-items/group-descriptors';
import { useGroupLookups } from '#web/domains/work-items/group-header';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import { type KanbanBoard, KanbanBoardContext } from './kanban-board-context';
import { kanbanCollapseKey } from './kanban-collapse-storage';
import { KanbanDragState } from './kanban-drag-state';
import { isMovableGrouping, notMovableMessage, planKanbanDrop } from './kanban-drop';
import { KanbanCardBody } from './KanbanCard';
import { KanbanColumn } from './KanbanColumn';
import { KanbanSkeleton } from './KanbanSkeleton';
import { KanbanSwimlanes } from './KanbanSwimlanes';
import { useCollapsedGroups } from './use-collapsed-groups';
import { useKanbanDnd } from './use-kanban-dnd';

/**
 * The board layout (spec §2, Plane's kanban): a column per group of the display's group_by, and a
 * swimlane per sub-group when sub_group_by is set. Cards move between columns by drag and drop or
 * their "Move to…" menu, which changes the grouped property; under manual order they also keep
 * the place they are dropped at.
 */
export const KanbanLayout = observer(function KanbanLayout() {
  const { t } = useTranslation('work-item-layouts');
  const model = useWorkItemsScreen();
  const { list } = model;

  if (list.loader === 'init-loader') return <KanbanSkeleton />;
  if (list.error !== null && list.totalCount === 0)
    return (
      <div className="flex flex-1 items-center justify-center">
        <LoadFailed
          title={t('loadFailed')}
          description={list.error}
          onRetry={() => void list.load(model.query, 'init-loader')}
        />
      </div>
    );
  if (list.totalCount === 0 && list.loader === 'loaded') return <KanbanEmpty />;
  return <KanbanBoardView />;
});

const KanbanEmpty = observer(function KanbanEmpty() {
  const { t } = useTranslation('work-item-layouts');
  const model = useWorkItemsScreen();
  const isFiltered = Object.keys(activeFilters(model.settings.filters)).length > 0;
  return (
    <div className="flex flex-1 items-center justify-center">
      {isFiltered ? (
        <EmptyState
          icon={<Icon name="list-filter" size={18} />}
          title={t('noMatchTitle')}
          description={t('kanban.noMatchDescription')}
          action={
            <Button onClick={() => void model.settings.clearFilters()}>{t('clearFilters')}</Button>
          }
        />
      ) : (
        <EmptyState
          icon={<Icon name="square-kanban" size={18} />}
          title={t('kanban.emptyTitle')}
          description={t('kanban.emptyDescription')}
          action={
            model.canCreate ? (
              <Button
                variant="primary"
                onClick={() => {
                  model.setCreateOpen(true);
                }}
                leadingIcon={<Icon name="plus" size={14} />}
              >
                {t('newWorkItem')}
              </Button>
            ) : undefined
          }
        />
      )}
    </div>
  );
});

const KanbanBoardView = observer(function KanbanBoardView() {
  const model = useWorkItemsScreen();
  const { list } = model;
  const display = model.settings.display;
  const groupBy = display.group_by;
  const [drag] = useState(() => new KanbanDragState());
  const columns = useCollapsedGroups(
    kanbanCollapseKey('columns', model.projectId, groupBy ?? UNGROUPED_KEY),
  );
  const dnd = useKanbanDnd(model, drag);

  const lookups = useGroupLookups();
  const groups = groupBy
    ? orderGroupKeys(groupBy, list.groupKeys, lookups).filter(
        (key) => display.show_empty_groups || list.total(key) > 0,
      )
    : [UNGROUPED_KEY];
  const groupsKey = groups.join('\u0000');
  const canMove = model.canEdit && groupBy !== null;
  const hasMoveMenu = canMove && isMovableGrouping(groupBy);

  const board = useMemo<KanbanBoard>(() => {
    const hidden: DisplayPropertyKey[] = ['key'];
    for (const grouping of [groupBy, display.sub_group_by]) {
      const shown = groupedDisplayProperty(grouping);
      if (shown !== null) hidden.push(shown);
    }
    const keys = groupsKey === '' ? [] : groupsKey.split('\u0000');
    return {
      drag,
      canMove,
      hiddenProperties: hidden,
      moveTargets: !hasMoveMenu ? [] : keys,
      moveToColumn: (id, from, group) => {
        const item = model.store.get(id);
        if (!item || groupBy === null) return;
        const to = { group, subGroup: from.subGroup };
        const targetIds = list.ids(to.group, to.subGroup);
        const plan = planKanbanDrop({
          item,
          from,
          to,
          targetIds,
          overId: targetIds[0] ?? null,
          placeAfter: false,
          groupBy,
          subGroupBy: display.sub_group_by,
          orderBy: display.order_by,
          sortOrderOf: (entry) => model.store.get(entry)?.sort_order,
        });
        if (plan.kind === 'update') void model.store.update(model.slug, id, plan.patch);
        else if (plan.kind === 'not-movable') showErrorToast(notMovableMessage(plan.groupBy));
      },
    };
  }, [
    drag,
    canMove,
    hasMoveMenu,
    groupBy,
    display.sub_group_by,
    display.order_by,
    groupsKey,
    model,
    list,
  ]);

  return (
    <KanbanBoardContext value={board}>
      <DndContext {...dnd} measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}>
        <KanbanLoadError />
        {display.sub_group_by ? (
          <KanbanSwimlanes
            groups={groups}
            collapsedColumns={columns.collapsed}
            onToggleColumn={columns.toggle}
          />
        ) : (
          <div
            data-kanban-row=""
            className="flex min-h-0 flex-1 scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 pt-3 max-md:snap-x max-md:snap-mandatory"
          >
            {groups.map((group) => (
              <KanbanColumn
                key={group}
                group={group}
                isCollapsed={columns.collapsed.has(group)}
                onToggleCollapsed={columns.toggle}
              />
            ))}
          </div>
        )}
        <KanbanDragOverlay drag={drag} />
      </DndContext>
    </KanbanBoardContext>
  );
});

/** A failure after the board has drawn (a page that did not load): said above it, with retry. */
const KanbanLoadError = observer(function KanbanLoadError() {
  const { t } = useTranslation('common');
  const model = useWorkItemsScreen();
  const { error } = model.list;
  if (error === null) return null;
  return (
    <div
      role="alert"
      className="mx-4 mt-3 flex items-center gap-2 rounded-md border border-danger/40 bg-danger-subtle px-3 py-1.5 text-sm text-danger"
    >
      <Icon name="alert-circle" size={14} />
      <span className="min-w-0 flex-1 truncate">{error}</span>
      <Button size="sm" onClick={() => void model.list.load(model.query, 'init-loader')}>
        {t('retry')}
      </Button>
    </div>
  );
});

const KanbanDragOverlay = observer(function KanbanDragOverlay({ drag }: { drag: KanbanDragState }) {
  return (
    <DragOverlay dropAnimation={null}>
      {drag.activeId !== null && drag.from !== null ? (
        <KanbanCardBody
          id={drag.activeId}
          group={drag.from.group}
          subGroup={drag.from.subGroup}
          isOverlay
        />
      ) : null}
    </DragOverlay>
  );
});
