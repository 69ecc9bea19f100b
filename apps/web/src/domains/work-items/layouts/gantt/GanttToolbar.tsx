import { GANTT_VIEWS, type GanttView } from '@keel/core';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';

const ZOOM_VIEWS: readonly string[] = ['week', 'month', 'quarter'] satisfies GanttView[];
const ZOOMS = Object.keys(GANTT_VIEWS).filter((view): view is GanttView =>
  ZOOM_VIEWS.includes(view),
);

export interface GanttToolbarProps {
  zoom: GanttView;
  onZoomChange: (zoom: GanttView) => void;
  onToday: () => void;
  /** How to use the chart, shown at the start of the bar. */
  hint: string;
}

/** The timeline's own controls: its zoom and a jump back to today. */
export function GanttToolbar({ zoom, onZoomChange, onToday, hint }: GanttToolbarProps) {
  const { t } = useTranslation(['work-item-layouts', 'common']);
  return (
    <div className="flex h-10 shrink-0 items-center justify-between gap-3 border-b border-subtle bg-canvas px-4">
      <span className="truncate text-sm text-tertiary tabular-nums">{hint}</span>
      <div className="flex items-center gap-2">
        <Button
          size="sm"
          variant="ghost"
          onClick={onToday}
          leadingIcon={<Icon name="calendar-check" size={14} />}
        >
          {t('common:today')}
        </Button>
        <div
          role="radiogroup"
          aria-label={t('gantt.zoom')}
          className="flex rounded-md border border-subtle bg-surface p-0.5"
          onKeyDown={(event) => {
            const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
            if (step === 0) return;
            event.preventDefault();
            const next = ZOOMS[(ZOOMS.indexOf(zoom) + step + ZOOMS.length) % ZOOMS.length];
            if (next === undefined) return;
            onZoomChange(next);
            event.currentTarget.querySelector<HTMLElement>(`[data-zoom="${next}"]`)?.focus();
          }}
        >
          {ZOOMS.map((view) => (
            <button
              key={view}
              type="button"
              role="radio"
              data-zoom={view}
              aria-checked={view === zoom}
              tabIndex={view === zoom ? 0 : -1}
              onClick={() => {
                onZoomChange(view);
              }}
              className={cx(
                'h-6 rounded px-2 text-sm transition-colors duration-100',
                view === zoom
                  ? 'bg-surface-hover font-medium text-primary'
                  : 'text-tertiary hover:text-primary',
              )}
            >
              {t(`gantt.zoomLevel.${view}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
