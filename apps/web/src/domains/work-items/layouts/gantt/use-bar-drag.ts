import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import {
  datesChanged,
  daysMoved,
  type DragKind,
  dragResult,
  type ItemDates,
  type ScheduledDates,
} from './gantt-geometry';

/** Pixels a pointer must travel before a press on a bar counts as a drag rather than a click. */
const DRAG_THRESHOLD = 3;
/** Within this many pixels of the chart's left or right edge, a drag scrolls the chart. */
const EDGE_ZONE = 48;
/** Pixels the chart scrolls per frame at the very edge. */
const EDGE_SPEED = 14;

interface DragOrigin {
  pointerId: number;
  x: number;
  lastX: number;
  scrollLeft: number;
  scroller: HTMLElement | null;
  kind: DragKind;
  hasMoved: boolean;
  frame: number | null;
  /** The bar's top in viewport pixels, where the date tooltip sits above. */
  top: number;
}

/** The dates a bar shows while it is dragged, which part is held, and where the pointer is. */
export interface DragPreview {
  kind: DragKind;
  dates: ScheduledDates;
  /** Viewport pixels: the pointer's x and the bar's top, for a tooltip in fixed position. */
  x: number;
  top: number;
}

export interface BarDrag {
  preview: DragPreview | null;
  /** True just after a drag ends, so the click that follows the pointer-up is not an open. */
  wasDragged: () => boolean;
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/**
 * Pointer dragging of a bar: the body moves both dates, an element marked `data-edge="start"` or
 * `data-edge="end"` resizes that side. The dates follow the pointer in whole days while it moves
 * (the chart scrolls when the pointer nears its edges, and the scrolled distance counts too);
 * `onCommit` runs once, on release, and only when the dates changed.
 */
export function useBarDrag(options: {
  dates: ItemDates;
  dayWidth: number;
  /** The left edge of the chart's visible part in viewport pixels: the sidebar's right edge. */
  chartLeftInset: number;
  isEnabled: boolean;
  onCommit: (dates: ScheduledDates) => void;
}): BarDrag {
  const { dates, dayWidth, chartLeftInset, isEnabled, onCommit } = options;
  const origin = useRef<DragOrigin | null>(null);
  const dragged = useRef(false);
  const [preview, setPreview] = useState<DragPreview | null>(null);

  const deltaOf = (held: DragOrigin) =>
    daysMoved(held.lastX - held.x + (held.scroller?.scrollLeft ?? 0) - held.scrollLeft, dayWidth);

  const show = (held: DragOrigin) => {
    const next = dragResult(held.kind, dates, deltaOf(held));
    if (next) setPreview({ kind: held.kind, dates: next, x: held.lastX, top: held.top });
  };

  const stopScrolling = (held: DragOrigin) => {
    if (held.frame !== null) cancelAnimationFrame(held.frame);
    held.frame = null;
  };

  const scrollNearEdges = (held: DragOrigin) => {
    stopScrolling(held);
    const scroller = held.scroller;
    if (!scroller) return;
    const box = scroller.getBoundingClientRect();
    const fromLeft = held.lastX - (box.left + chartLeftInset);
    const fromRight = box.right - held.lastX;
    const speed =
      fromLeft < EDGE_ZONE
        ? -EDGE_SPEED * Math.min(1, (EDGE_ZONE - fromLeft) / EDGE_ZONE)
        : fromRight < EDGE_ZONE
          ? EDGE_SPEED * Math.min(1, (EDGE_ZONE - fromRight) / EDGE_ZONE)
          : 0;
    if (speed === 0) return;
    const tick = () => {
      const before = scroller.scrollLeft;
      scroller.scrollLeft += speed;
      if (scroller.scrollLeft === before) {
        held.frame = null;
        return;
      }
      show(held);
      held.frame = requestAnimationFrame(tick);
    };
    held.frame = requestAnimationFrame(tick);
  };

  const end = () => {
    if (origin.current) stopScrolling(origin.current);
    origin.current = null;
    setPreview(null);
  };

  useEffect(
    () => () => {
      if (origin.current) stopScrolling(origin.current);
    },
    [],
  );

  return {
    preview,
    wasDragged: () => {
      const was = dragged.current;
      dragged.current = false;
      return was;
    },
    onPointerDown: (event) => {
      if (!isEnabled || event.button !== 0) return;
      const edge = event.target instanceof Element ? event.target.closest('[data-edge]') : null;
      const side = edge?.getAttribute('data-edge');
      const kind: DragKind =
        side === 'start' ? 'resize-start' : side === 'end' ? 'resize-end' : 'move';
      const scroller = event.currentTarget.closest<HTMLElement>('[data-gantt-scroller]');
      event.currentTarget.setPointerCapture(event.pointerId);
      origin.current = {
        pointerId: event.pointerId,
        x: event.clientX,
        lastX: event.clientX,
        scrollLeft: scroller?.scrollLeft ?? 0,
        scroller,
        kind,
        hasMoved: false,
        frame: null,
        top: event.currentTarget.getBoundingClientRect().top,
      };
      dragged.current = false;
    },
    onPointerMove: (event) => {
      const held = origin.current;
      if (held?.pointerId !== event.pointerId) return;
      held.lastX = event.clientX;
      if (!held.hasMoved && Math.abs(event.clientX - held.x) < DRAG_THRESHOLD) return;
      held.hasMoved = true;
      show(held);
      scrollNearEdges(held);
    },
    onPointerUp: (event) => {
      const held = origin.current;
      if (held?.pointerId !== event.pointerId) return;
      held.lastX = event.clientX;
      if (held.hasMoved) {
        dragged.current = true;
        const next = dragResult(held.kind, dates, deltaOf(held));
        if (next && datesChanged(dates, next)) onCommit(next);
      }
      end();
    },
    onPointerCancel: end,
  };
}
