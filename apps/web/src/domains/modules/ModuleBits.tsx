import { useTranslation } from 'react-i18next';
import { parseISO } from 'date-fns';
import { formatDate } from '#web/lib/format';
import { i18n } from '#web/lib/i18n';
import { moduleStatusColor, moduleStatusLabel } from './module-list';
import { type Module, moduleProgress } from './modules-wire';

/** A status as a coloured dot and its name. */
export function ModuleStatusBadge({ status }: { status: string }) {
  useTranslation('modules');
  return (
    <span className="inline-flex items-center gap-1.5 rounded-md border border-subtle px-1.5 py-0.5 text-xs text-secondary">
      <span
        aria-hidden="true"
        className="size-2 shrink-0 rounded-full"
        style={{ backgroundColor: moduleStatusColor(status) }}
      />
      {moduleStatusLabel(status)}
    </span>
  );
}

/** Done of all as a bar, with the percentage beside it. */
export function ModuleProgressBar({ module, className }: { module: Module; className?: string }) {
  const { t } = useTranslation('modules');
  const percent = moduleProgress(module);
  return (
    <div className={`flex items-center gap-2 ${className ?? ''}`}>
      <div
        role="progressbar"
        aria-label={t('row.progressLabel', { name: module.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 min-w-12 flex-1 overflow-hidden rounded-full bg-surface-sunken"
      >
        <div className="h-full rounded-full bg-success" style={{ width: `${String(percent)}%` }} />
      </div>
      <span className="w-10 shrink-0 text-right text-xs text-secondary tabular-nums">
        {t('row.progress', { percent })}
      </span>
    </div>
  );
}

/** "1 Jan 2026 – 31 Jan 2026", one side alone, or "No dates" (days are local calendar days). */
export function moduleDates(module: Pick<Module, 'start_date' | 'target_date'>): string {
  const { start_date: start, target_date: end } = module;
  const day = (value: string) => formatDate(parseISO(value));
  if (start === null && end === null) return i18n.t('modules:row.noDates');
  if (start === null || end === null) return day(start ?? end ?? '');
  return i18n.t('modules:row.dates', { start: day(start), end: day(end) });
}
