import { type DisplayPropertyKey, UNGROUPED_KEY } from '@keel/core';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { computed } from 'mobx';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { LoadFailed } from '#web/ui/LoadFailed';
import { PHONE_QUERY, useMediaQuery } from '#web/ui/use-media-query';
import { quickAddPrefill } from '#web/domains/work-items/create/quick-add-prefill';
import { QuickAddWorkItem } from '#web/domains/work-items/create/QuickAddWorkItem';
import { groupedDisplayProperty, orderGroupKeys } from '#web/domains/work-items/group-descriptors';
import { GroupHeader, groupLookupsOf } from '#web/domains/work-items/group-header';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import {
  ENTRY_HEIGHTS,
  type ListEntry,
  PHONE_ROW_HEIGHT,
  listEntries,
  stickyHeaderIndex,
} from './list-entries';
import { ListLoadMoreRow } from './ListLoadMoreRow';
import { ListRow } from './ListRow';
import { ListEmpty, ListLoading } from './ListStates';
import { useListKeyboard } from './use-list-keyboard';
import { useProjects } from '#web/domains/projects/use-projects';

/** Lines rendered beyond the visible ones, so that fast scrolling does not show blanks. */
const OVERSCAN = 12;

/**
 * The list layout: groups (collapsible, with counts) or one plain list, drawn through a single
 * virtualizer over headers, rows, "load more" lines and quick adds, so that thousands of items
 * scroll smoothly. Each group loads its next page when its last loaded row comes into view.
 */
export const ListLayout = observer(function ListLayout() {
  const { t } = useTranslation(['work-item-layouts', 'common']);
  const model = useWorkItemsScreen();
  const { list, settings } = model;
  const projects = useProjects();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [quickAddGroup, setQuickAddGroup] = useState<string | null>(null);

  const groupBy = settings.display.group_by;
  // Cached between renders (the virtualizer re-renders on every scroll frame); recomputed only
  // when the groups, their ids or the collapsed set change.
  const entriesOf = useMemo(
    () =>
      computed(() => {
        const by = settings.display.group_by;
        const keys =
          by === null
            ? [UNGROUPED_KEY]
            : orderGroupKeys(by, list.groupKeys, groupLookupsOf(model, projects));
        return listEntries({
          groups: keys.map((key) => ({
            key,
            ids: list.ids(key),
            total: list.total(key),
            hasMore: list.hasMore(key),
          })),
          isGrouped: by !== null,
          collapsed,
          showEmptyGroups: settings.display.show_empty_groups,
          canQuickAdd: model.canQuickAdd,
        });
      }),
    [model, list, settings, projects, collapsed],
  );
  const entries = entriesOf.get();
  const grouped = groupedDisplayProperty(groupBy);
  const hide = useMemo<DisplayPropertyKey[]>(
    () => (grouped === null ? ['key'] : ['key', grouped]),
    [grouped],
  );

  // Rows are taller on phones, where their properties wrap below the name.
  const isPhone = useMediaQuery(PHONE_QUERY);
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => {
      const kind = entries[index]?.kind ?? 'row';
      return kind === 'row' && isPhone ? PHONE_ROW_HEIGHT : ENTRY_HEIGHTS[kind];
    },
    getItemKey: (index) => entries[index]?.key ?? index,
    overscan: OVERSCAN,
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      const sticky = stickyHeaderIndex(entries, range.startIndex);
      return sticky === null || indexes.includes(sticky) ? indexes : [sticky, ...indexes];
    },
  });
  useEffect(() => {
    virtualizer.measure();
  }, [isPhone, virtualizer]);
  const stickyIndex = stickyHeaderIndex(entries, virtualizer.range?.startIndex ?? 0);
  // The next group's header pushes the pinned one up as it arrives, instead of sliding under it.
  const nextHeader =
    stickyIndex === null
      ? -1
      : entries.findIndex((entry, index) => index > stickyIndex && entry.kind === 'header');
  const nextHeaderStart = virtualizer.measurementsCache[nextHeader]?.start;
  const stickyTop =
    nextHeaderStart === undefined
      ? 0
      : Math.min(0, nextHeaderStart - (virtualizer.scrollOffset ?? 0) - ENTRY_HEIGHTS.header);
  const keyboard = useListKeyboard({ model, entries, scrollRef, virtualizer });

  const quickAddIndex =
    quickAddGroup === null
      ? -1
      : entries.findIndex((entry) => entry.kind === 'quick-add' && entry.group === quickAddGroup);
  useEffect(() => {
    if (quickAddIndex >= 0) virtualizer.scrollToIndex(quickAddIndex, { align: 'auto' });
  }, [quickAddIndex, virtualizer]);

  if (list.loader === 'init-loader') return <ListLoading />;
  const hasRows = entries.some((entry) => entry.kind === 'row');
  if (list.error !== null && !hasRows)
    return (
      <LoadFailed
        title={t('loadFailed')}
        description={list.error}
        onRetry={() => {
          void list.load(model.query, 'init-loader');
        }}
      />
    );
  if (list.totalCount === 0 && !hasRows) return <ListEmpty />;

  const toggleCollapse = (group: string) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });
  };

  const draw = (entry: ListEntry) => {
    switch (entry.kind) {
      case 'header':
        return (
          <div
            data-testid="work-item-group"
            data-group={entry.group}
            className="flex h-10 items-center border-b border-subtle bg-surface-sunken px-2"
          >
            <GroupHeader
              className="flex-1 pr-2"
              groupBy={groupBy}
              groupKey={entry.group}
              count={entry.count}
              isCollapsed={entry.isCollapsed}
              selectableIds={list.ids(entry.group)}
              onToggleCollapse={() => {
                toggleCollapse(entry.group);
              }}
              onAdd={() => {
                if (entry.isCollapsed) toggleCollapse(entry.group);
                setQuickAddGroup(entry.group);
              }}
            />
          </div>
        );
      case 'row':
        return <ListRow id={entry.id} group={entry.group} hide={hide} entryKey={entry.key} />;
      case 'load-more':
        return <ListLoadMoreRow group={entry.group} />;
      case 'quick-add':
        return (
          <div className="border-b border-subtle bg-surface">
            <QuickAddWorkItem
              variant="row"
              prefill={quickAddPrefill({ groupBy, groupKey: entry.group })}
              isOpen={quickAddGroup === entry.group}
              onOpenChange={(isOpen) => {
                setQuickAddGroup(isOpen ? entry.group : null);
              }}
            />
          </div>
        );
    }
  };

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      {list.loader === 'mutation' && (
        <div
          role="progressbar"
          aria-label={t('list.updating')}
          className="absolute inset-x-0 top-0 z-10 h-0.5 animate-pulse bg-accent motion-reduce:animate-none"
        />
      )}
      {list.error !== null && (
        <div
          role="alert"
          className="flex items-center gap-3 border-b border-subtle bg-danger-subtle px-4 py-2 text-sm text-danger"
        >
          <span className="min-w-0 flex-1 truncate">{list.error}</span>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              void list.load(model.query, 'mutation');
            }}
          >
            {t('common:retry')}
          </Button>
        </div>
      )}
      <div
        ref={scrollRef}
        data-testid="work-item-list"
        tabIndex={0}
        role="region"
        aria-label={t('workItems')}
        onKeyDown={keyboard.onKeyDown}
        onFocus={keyboard.onFocus}
        className="min-h-0 flex-1 overflow-y-auto bg-surface outline-none"
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((virtual) => {
            const entry = entries[virtual.index];
            if (!entry) return null;
            return (
              <div
                key={virtual.key}
                data-index={virtual.index}
                ref={(element) => {
                  // Rows, headers and "load more" lines have fixed heights (ENTRY_HEIGHTS):
                  // measuring one forces a layout of the whole list while React commits, so
                  // only the quick add, which grows when opened, is measured; and on phones
                  // the rows, whose properties wrap onto as many lines as they need.
                  if (entry.kind === 'quick-add' || (isPhone && entry.kind === 'row'))
                    virtualizer.measureElement(element);
                }}
                className={cx(
                  'left-0 w-full',
                  virtual.index === stickyIndex ? 'sticky z-10' : 'absolute top-0',
                )}
                style={
                  virtual.index === stickyIndex
                    ? { top: stickyTop }
                    : { transform: `translateY(${String(virtual.start)}px)` }
                }
              >
                {draw(entry)}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
});
