import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { IconButton } from '#web/ui/IconButton';
import { Switch } from '#web/ui/Switch';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import type { CalendarView } from './calendar-dates';

export interface CalendarHeaderProps {
  title: string;
  view: CalendarView;
  onStep: (step: -1 | 1) => void;
  onToday: () => void;
  isPanelOpen: boolean;
  onTogglePanel: () => void;
  /** Shown beside the title while the range loads. */
  busy?: ReactNode;
}

const VIEWS: readonly CalendarView[] = ['month', 'week'];

/** The calendar's bar: the range shown, stepping through it, month or week, and weekends. */
export const CalendarHeader = observer(function CalendarHeader({
  title,
  view,
  onStep,
  onToday,
  isPanelOpen,
  onTogglePanel,
  busy,
}: CalendarHeaderProps) {
  const { t } = useTranslation(['work-item-layouts', 'common']);
  const model = useWorkItemsScreen();
  const { show_weekends: showWeekends } = model.settings.display;
  return (
    <div className="flex h-11 shrink-0 items-center gap-2 border-b border-subtle px-4">
      <h2 className="min-w-0 truncate text-md font-semibold text-primary" aria-live="polite">
        {title}
      </h2>
      {busy}
      <div className="flex items-center">
        <IconButton
          icon="chevron-left"
          label={view === 'month' ? t('calendar.previousMonth') : t('calendar.previousWeek')}
          onClick={() => {
            onStep(-1);
          }}
        />
        <IconButton
          icon="chevron-right"
          label={view === 'month' ? t('calendar.nextMonth') : t('calendar.nextWeek')}
          onClick={() => {
            onStep(1);
          }}
        />
      </div>
      <Button size="sm" onClick={onToday}>
        {t('common:today')}
      </Button>
      <div className="ml-auto flex items-center gap-3">
        <label className="flex cursor-pointer items-center gap-2 text-sm text-secondary">
          <Switch
            isOn={showWeekends}
            aria-label={t('calendar.showWeekends')}
            onChange={(isOn) => {
              void model.settings.changeDisplay({
                calendar: { layout: view, show_weekends: isOn },
              });
            }}
          />
          {t('calendar.weekends')}
        </label>
        <div
          role="radiogroup"
          aria-label={t('calendar.view')}
          className="flex rounded-md border border-subtle bg-surface p-0.5"
        >
          {VIEWS.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={view === option}
              onClick={() => {
                void model.settings.changeDisplay({
                  calendar: { layout: option, show_weekends: showWeekends },
                });
              }}
              className={cx(
                'h-6 cursor-pointer rounded-sm px-2.5 text-sm outline-none focus-visible:outline-2 focus-visible:outline-focus',
                view === option
                  ? 'bg-surface-hover font-medium text-primary'
                  : 'text-secondary hover:text-primary',
              )}
            >
              {t(`calendar.${option}`)}
            </button>
          ))}
        </div>
        <IconButton
          icon="panel-right"
          label={isPanelOpen ? t('calendar.hideUndated') : t('calendar.showUndated')}
          aria-pressed={isPanelOpen}
          onClick={onTogglePanel}
          className={cx(isPanelOpen && 'bg-surface-hover text-primary')}
        />
      </div>
    </div>
  );
});
