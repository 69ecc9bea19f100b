import { DEFAULT_GANTT_VIEW, GANTT_VIEWS, type GanttView } from '@keel/core';
import { useCallback, useState } from 'react';

function isGanttView(value: string | null): value is GanttView {
  return value !== null && Object.keys(GANTT_VIEWS).includes(value);
}

function storageKey(projectId: string | null): string {
  return `keel:gantt-zoom:${projectId ?? 'workspace'}`;
}

function readZoom(projectId: string | null): GanttView {
  try {
    const stored = window.localStorage.getItem(storageKey(projectId));
    return isGanttView(stored) ? stored : DEFAULT_GANTT_VIEW;
  } catch {
    // Reading localStorage throws when the browser blocks site data; the default zoom will do.
    return DEFAULT_GANTT_VIEW;
  }
}

/**
 * The timeline's zoom for a project. It is a view preference of this browser rather than a saved
 * display setting (Plane keeps it in the client too), so it lives in localStorage.
 */
export function useGanttZoom(projectId: string | null): [GanttView, (view: GanttView) => void] {
  const [zoom, setZoomState] = useState(() => readZoom(projectId));
  const setZoom = useCallback(
    (view: GanttView) => {
      setZoomState(view);
      try {
        window.localStorage.setItem(storageKey(projectId), view);
      } catch {
        // Blocked storage only means the choice is not remembered after a reload.
      }
    },
    [projectId],
  );
  return [zoom, setZoom];
}
