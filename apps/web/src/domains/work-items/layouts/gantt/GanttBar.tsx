import type { CSSProperties, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#web/lib/format';
import { cx } from '#web/ui/cx';
import {
  barGeometry,
  type ChartRange,
  type DatesChange,
  datesChanged,
  dragResult,
  fromDay,
  type ItemDates,
  type ScheduledDates,
  shiftedDates,
} from './gantt-geometry';
import { useBarDrag } from './use-bar-drag';

/** Bars narrower than this show the name beside them instead of inside. */
const MIN_WIDTH_FOR_NAME = 72;
const BAR_HEIGHT = 28;
/** Bars narrower than this (a day in quarter view) are filled with the state colour instead. */
const MIN_WIDTH_FOR_STRIPE = 16;

/** "Nov 13 – Nov 15", or one date when both are the same day. */
export function formatSpan(dates: ScheduledDates): string {
  const start = fromDay(dates.start_date);
  const target = fromDay(dates.target_date);
  if (start === null || target === null) return '';
  const label = (date: Date) => formatDate(date, { month: 'short', day: 'numeric' });
  return dates.start_date === dates.target_date
    ? label(start)
    : `${label(start)} – ${label(target)}`;
}

export interface GanttBarProps {
  itemKey: string;
  name: string;
  dates: ItemDates;
  /** The state's colour; the accent when the state is unknown. */
  color: string | undefined;
  range: ChartRange;
  rowHeight: number;
  /** Where the name pins while the bar's start is scrolled under the sidebar. */
  stickyLeft: number;
  canEdit: boolean;
  onCommit: (dates: DatesChange) => void;
  onOpen: () => void;
}

/**
 * One item's bar: drag the body to move it, an edge to resize it; focused, ←/→ move it a day and
 * Shift+←/→ move its end. A click (or Enter) opens the item.
 */
export function GanttBar({
  itemKey,
  name,
  dates,
  color,
  range,
  rowHeight,
  stickyLeft,
  canEdit,
  onCommit,
  onOpen,
}: GanttBarProps) {
  const { t } = useTranslation('work-item-layouts');
  const drag = useBarDrag({
    dates,
    dayWidth: range.dayWidth,
    chartLeftInset: stickyLeft,
    isEnabled: canEdit,
    onCommit,
  });
  const shown = drag.preview?.dates ?? dates;
  const geometry = barGeometry(range, shown);
  if (geometry === null) return null;
  const tint = color ?? 'var(--color-accent)';
  const style: CSSProperties = {
    left: geometry.left,
    width: geometry.width,
    top: (rowHeight - BAR_HEIGHT) / 2,
    height: BAR_HEIGHT,
    backgroundColor: `color-mix(in srgb, ${tint} 18%, var(--background-color-surface))`,
    borderColor: `color-mix(in srgb, ${tint} 45%, var(--background-color-surface))`,
  };
  const isNameInside = geometry.width >= MIN_WIDTH_FOR_NAME;
  const hasStripe = geometry.width >= MIN_WIDTH_FOR_STRIPE;
  if (!hasStripe) style.backgroundColor = tint;
  const current = dragResult('move', dates, 0);
  const span = current ? formatSpan(current) : '';

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || !canEdit) return;
    event.preventDefault();
    // ←/→ move only the dates the item has; Shift changes its end (giving a start if it had none).
    const next = event.shiftKey ? dragResult('resize-end', dates, step) : shiftedDates(dates, step);
    if (next && datesChanged(dates, next)) onCommit(next);
  };

  return (
    <button
      type="button"
      data-testid="gantt-bar"
      aria-label={
        canEdit
          ? t('gantt.barEditable', { key: itemKey, name, span })
          : t('gantt.bar', { key: itemKey, name, span })
      }
      aria-keyshortcuts={
        canEdit ? 'ArrowLeft ArrowRight Shift+ArrowLeft Shift+ArrowRight' : undefined
      }
      className={cx(
        'group/bar absolute z-[2] flex items-center rounded-md border text-left shadow-xs select-none touch-none',
        geometry.isSingleDate && hasStripe && 'border-dashed',
        canEdit ? (drag.preview ? 'cursor-grabbing' : 'cursor-grab') : 'cursor-pointer',
        drag.preview && 'shadow-card',
      )}
      style={style}
      onPointerDown={drag.onPointerDown}
      onPointerMove={drag.onPointerMove}
      onPointerUp={drag.onPointerUp}
      onPointerCancel={drag.onPointerCancel}
      onClick={() => {
        if (!drag.wasDragged()) onOpen();
      }}
      onKeyDown={onKeyDown}
    >
      {hasStripe && (
        <span
          aria-hidden="true"
          className="absolute inset-y-1 left-1 w-[3px] rounded-full"
          style={{ backgroundColor: tint }}
        />
      )}
      {isNameInside && (
        <span
          className="sticky min-w-0 truncate pr-3 pl-3 text-sm text-primary"
          style={{ left: stickyLeft }}
        >
          {name}
        </span>
      )}
      {!isNameInside && (
        <span className="pointer-events-none absolute left-full ml-2 text-sm whitespace-nowrap text-tertiary">
          {name}
        </span>
      )}
      {canEdit && (
        <>
          <span
            data-edge="start"
            aria-hidden="true"
            className="absolute inset-y-0 -left-1 flex w-3 cursor-ew-resize items-center justify-center"
          >
            <span className="h-3.5 w-1 rounded-full border border-strong bg-surface opacity-0 shadow-xs group-hover/bar:opacity-100 touch:opacity-100" />
          </span>
          <span
            data-edge="end"
            aria-hidden="true"
            className="absolute inset-y-0 -right-1 flex w-3 cursor-ew-resize items-center justify-center"
          >
            <span className="h-3.5 w-1 rounded-full border border-strong bg-surface opacity-0 shadow-xs group-hover/bar:opacity-100 touch:opacity-100" />
          </span>
        </>
      )}
      {drag.preview && (
        <span
          role="status"
          className="pointer-events-none fixed z-50 -translate-x-1/2 -translate-y-full rounded-md border border-subtle bg-surface px-2 py-1 text-xs font-medium whitespace-nowrap text-primary shadow-card"
          style={{
            left: `clamp(72px, ${String(drag.preview.x)}px, calc(100vw - 72px))`,
            top: drag.preview.top - 6,
          }}
        >
          {formatSpan(drag.preview.dates)}
        </span>
      )}
    </button>
  );
}
