import { GANTT } from '@keel/core';
import { dateLocale } from '#web/lib/date-locale';
import { useVirtualizer } from '@tanstack/react-virtual';
import { startOfDay } from 'date-fns';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { LoadFailed } from '#web/ui/LoadFailed';
import { Spinner } from '#web/ui/Spinner';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import { GanttArrows } from './GanttArrows';
import type { GanttRelation } from './gantt-arrows';
import { GanttGrid } from './GanttGrid';
import { GanttHeader } from './GanttHeader';
import { GanttRow } from './GanttRow';
import { GanttSkeleton } from './GanttSkeleton';
import { GanttToolbar } from './GanttToolbar';
import {
  barGeometry,
  chartRange,
  chartWidth,
  headerRows,
  scrollLeftFor,
  xOfDate,
} from './gantt-geometry';
import { useGanttZoom } from './use-gantt-zoom';
import { useWeekStart } from '#web/domains/work-items/properties/week-start';

/**
 * One row height for the sidebar and the chart, so that they line up under one vertical scroll:
 * the spec's block height (48). The sidebar's item (40, `GANTT.sidebarItemHeight`) sits centred
 * in it, which leaves the bars room for their resize handles and drag tooltip.
 */
const ROW_HEIGHT = GANTT.blockHeight;

/**
 * Blocking relations reach the client with issue 7 (relations API); until then the arrows layer
 * is drawn with none.
 */
const NO_RELATIONS: readonly GanttRelation[] = [];

/** Rows from the end at which the next page is asked for. */
const LOAD_MORE_THRESHOLD = 10;

/**
 * The timeline (gantt) layout: a sidebar of items beside a chart of their date bars, in one
 * scroll area. Only the rows on screen are drawn, so lists of thousands scroll smoothly.
 */
export const GanttLayout = observer(function GanttLayout() {
  const { t } = useTranslation(['work-item-layouts', 'common']);
  const model = useWorkItemsScreen();
  const { list } = model;
  const [zoom, setZoom] = useGanttZoom(model.projectId);
  const [isSidebarCollapsed, setSidebarCollapsed] = useState(false);
  const [today] = useState(() => startOfDay(new Date()));
  const scrollRef = useRef<HTMLDivElement>(null);

  const weekStartsOn = useWeekStart();
  const locale = dateLocale();
  const range = useMemo(() => chartRange(zoom, today, weekStartsOn), [zoom, today, weekStartsOn]);
  const rows = useMemo(
    // The locale changes with the language: the names of days and months follow it.
    () => headerRows(zoom, range, today, weekStartsOn, locale),
    [zoom, range, today, weekStartsOn, locale],
  );
  const width = chartWidth(range);
  const todayX = xOfDate(range, today) + range.dayWidth / 2;
  const sidebarWidth = isSidebarCollapsed ? GANTT.sidebarCollapsedWidth : GANTT.sidebarWidth;

  const ids = list.ids();
  const hasMore = list.hasMore();
  const isLoadingMore = list.isLoadingMore();
  const isLoading = list.loader === 'init-loader';
  const isEmpty = ids.length === 0;
  const hasError = list.error !== null;

  const virtualizer = useVirtualizer({
    count: ids.length + (hasMore ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin: GANTT.headerHeight,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastIndex = virtualRows.at(-1)?.index ?? 0;

  // After a failed page the banner offers a retry; asking again by itself would loop on the error.
  useEffect(() => {
    if (hasMore && !hasError && !isLoadingMore && lastIndex >= ids.length - LOAD_MORE_THRESHOLD)
      void list.loadMore();
  }, [hasMore, hasError, isLoadingMore, lastIndex, ids.length, list]);

  const scrollToDate = useCallback(
    (date: Date, behavior: ScrollBehavior) => {
      const element = scrollRef.current;
      if (!element) return;
      const viewport = element.clientWidth - sidebarWidth;
      element.scrollTo({ left: scrollLeftFor(range, date, viewport), behavior });
    },
    [range, sidebarWidth],
  );

  // A new zoom (or sidebar width) changes every x, so the chart starts again from today, as it
  // does when the chart first appears.
  useLayoutEffect(() => {
    if (!isLoading && !isEmpty) scrollToDate(today, 'instant');
  }, [scrollToDate, today, isLoading, isEmpty]);

  const reveal = useCallback(
    (id: string) => {
      const item = model.store.get(id);
      const element = scrollRef.current;
      const geometry = item ? barGeometry(range, item) : null;
      if (!element || !geometry) return;
      const viewport = element.clientWidth - sidebarWidth;
      const left = Math.max(0, geometry.left - Math.max(48, (viewport - geometry.width) / 2));
      element.scrollTo({ left, behavior: 'smooth' });
    },
    [model.store, range, sidebarWidth],
  );

  if (list.error !== null && isEmpty)
    return (
      <div className="flex flex-1 items-center justify-center">
        <LoadFailed
          title={t('gantt.loadFailed')}
          description={list.error}
          onRetry={() => void list.load(model.query, 'init-loader')}
        />
      </div>
    );
  if (isLoading) return <GanttSkeleton />;

  return (
    <div className="flex min-h-0 flex-1 flex-col bg-surface">
      <GanttToolbar
        zoom={zoom}
        onZoomChange={setZoom}
        onToday={() => {
          scrollToDate(today, 'smooth');
        }}
        hint={model.canEdit ? t('gantt.hintEditable') : t('gantt.hintReadOnly')}
      />
      {list.error !== null && (
        <div
          role="alert"
          className="flex items-center gap-2 border-b border-subtle bg-danger-subtle px-4 py-1.5 text-sm text-danger"
        >
          <Icon name="alert-circle" size={14} />
          <span className="min-w-0 flex-1 truncate">{list.error}</span>
          <Button size="sm" variant="ghost" onClick={() => void list.load(model.query, 'mutation')}>
            {t('common:retry')}
          </Button>
        </div>
      )}
      {isEmpty ? (
        <div className="flex flex-1 items-center justify-center">
          <EmptyState
            icon={<Icon name="chart-gantt" size={18} />}
            title={t('gantt.emptyTitle')}
            description={t('gantt.emptyDescription')}
            action={
              model.canCreate ? (
                <Button
                  variant="primary"
                  size="sm"
                  leadingIcon={<Icon name="plus" size={14} />}
                  onClick={() => {
                    model.setCreateOpen(true);
                  }}
                >
                  {t('addWorkItem')}
                </Button>
              ) : undefined
            }
          />
        </div>
      ) : (
        <div
          ref={scrollRef}
          data-testid="gantt-scroll"
          data-gantt-scroller
          className="relative min-h-0 flex-1 overflow-auto overscroll-contain"
        >
          <div className="flex min-h-full flex-col" style={{ width: sidebarWidth + width }}>
            <GanttHeader
              rows={rows}
              chartWidth={width}
              sidebarWidth={sidebarWidth}
              isSidebarCollapsed={isSidebarCollapsed}
              onToggleSidebar={() => {
                setSidebarCollapsed((collapsed) => !collapsed);
              }}
            />
            <div
              role="list"
              aria-label={t('gantt.rows')}
              className="relative flex flex-1"
              style={{ minHeight: virtualizer.getTotalSize() }}
            >
              <div
                aria-hidden="true"
                className="sticky left-0 z-[5] shrink-0 border-r border-subtle bg-surface"
                style={{ width: sidebarWidth }}
              />
              <GanttGrid
                columns={rows.lower}
                todayX={todayX}
                left={sidebarWidth}
                width={width}
                viewportHeight={virtualizer.scrollRect?.height ?? 0}
              />
              <GanttArrows
                relations={NO_RELATIONS}
                ids={ids}
                range={range}
                rowHeight={ROW_HEIGHT}
                left={sidebarWidth}
                width={width}
              />
              {virtualRows.map((row) => {
                const id = ids[row.index];
                const top = row.start - GANTT.headerHeight;
                if (id === undefined)
                  return (
                    <div
                      key="loading-more"
                      role="listitem"
                      className="absolute left-0 w-full"
                      style={{ top, height: ROW_HEIGHT }}
                    >
                      <div
                        className="sticky left-0 z-10 flex h-full items-center gap-2 px-4 text-sm text-tertiary"
                        style={{ width: sidebarWidth }}
                      >
                        <Spinner size={14} />
                        {isSidebarCollapsed ? '' : t('loadingMore')}
                      </div>
                    </div>
                  );
                return (
                  <GanttRow
                    key={id}
                    id={id}
                    top={top}
                    rowHeight={ROW_HEIGHT}
                    range={range}
                    today={today}
                    chartWidth={width}
                    sidebarWidth={sidebarWidth}
                    isSidebarCollapsed={isSidebarCollapsed}
                    onReveal={reveal}
                  />
                );
              })}
            </div>
          </div>
        </div>
      )}
    </div>
  );
});
