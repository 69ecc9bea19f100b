import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';
import { Popover, usePopover } from '#web/ui/Popover';
import { controlClassName } from '#web/ui/field-styles';
import { menuItemClassName } from '#web/ui/Menu';
import { SNOOZE_PRESETS, snoozeUntil, snoozeUntilDay } from '#web/lib/snooze';

/**
 * "Snooze": presets (tomorrow, in 3 days, in a week, in two weeks) and a day picker; the request
 * leaves the open list until then. `openRef` lets the `s` shortcut open it.
 */
export function SnoozeButton({
  onSnooze,
  disabled,
  openRef,
}: {
  onSnooze: (until: string) => void;
  disabled?: boolean;
  openRef?: { current: (() => void) | null };
}) {
  const { t } = useTranslation('intake');
  const popover = usePopover();
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = popover.open;
  useEffect(() => {
    if (!openRef) return;
    openRef.current = open;
    return () => {
      openRef.current = null;
    };
  });
  const choose = (until: string) => {
    popover.close();
    onSnooze(until);
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        leadingIcon={<Icon name="clock" size={14} />}
        disabled={disabled}
        {...popover.triggerProps}
      >
        {t('actions.snooze')}
      </Button>
      {popover.isOpen && popover.anchor !== null && (
        <Popover
          anchor={popover.anchor}
          id={popover.id}
          label={t('snooze.title')}
          onClose={popover.dismiss}
          className="w-64 p-1"
        >
          {SNOOZE_PRESETS.map(({ days, label }) => (
            <button
              key={days}
              type="button"
              className={menuItemClassName}
              onClick={() => {
                choose(snoozeUntil(days));
              }}
            >
              <Icon name="clock" size={14} className="text-tertiary" />
              {t(`snooze.${label}`)}
            </button>
          ))}
          <form
            className="mt-1 flex flex-col gap-1.5 border-t border-subtle px-2 pb-1 pt-2"
            onSubmit={(event) => {
              event.preventDefault();
              const until = snoozeUntilDay(day);
              if (until === null) setError(t('snooze.pickFuture'));
              else choose(until);
            }}
          >
            <label className="text-xs font-medium text-secondary" htmlFor={`${popover.id}-day`}>
              {t('snooze.until')}
            </label>
            <div className="flex gap-1.5">
              <input
                id={`${popover.id}-day`}
                type="date"
                className={`${controlClassName()} min-w-0 flex-1`}
                value={day}
                onChange={(event) => {
                  setError(null);
                  setDay(event.target.value);
                }}
              />
              <Button type="submit" size="sm" variant="primary">
                {t('snooze.confirm')}
              </Button>
            </div>
            {error !== null && (
              <p role="alert" className="text-xs text-danger">
                {error}
              </p>
            )}
          </form>
        </Popover>
      )}
    </>
  );
}
