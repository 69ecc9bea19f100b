import { DEFAULT_START_OF_THE_WEEK } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../../../../app/store-context';
import { Button } from '../../../../ui/Button';
import { Icon } from '../../../../ui/Icon';
import {
  type DateField,
  formatPropertyDate,
  isDayWithin,
  isOverdue,
  openDayWithin,
  toIsoDay,
} from '../date-property';
import { MonthCalendar } from '../MonthCalendar';
import { PropertyPopover } from '../PropertyPopover';
import { type PickerProps } from './picker-props';

/** Dates are the same in every project, so the project is optional here. */
export type DatePickerProps = Omit<PickerProps<string | null>, 'projectId'> & {
  projectId?: string;
  /** Which date this is: it picks the icon, the default name and whether it can be overdue. */
  field: DateField;
  /** The first day that may be picked (YYYY-MM-DD); earlier days are disabled. */
  min?: string | null;
  /** The last day that may be picked (YYYY-MM-DD); later days are disabled. */
  max?: string | null;
  /** The group of the item's state: a past due date is overdue only while the item is open. */
  stateGroup?: string | null;
};

const FIELD_NAMES: Readonly<Record<DateField, string>> = {
  start_date: 'Start date',
  target_date: 'Due date',
};

type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

function asWeekDay(value: number): WeekDay {
  return value >= 0 && value <= 6 ? (Math.trunc(value) as WeekDay) : 0;
}

/**
 * A start or due date, picked from a month view (weeks start as the viewer's profile says). Days
 * outside min–max are disabled, which keeps the start on or before the due date. A past due date
 * of an open item is drawn in the danger tone.
 */
export const DatePicker = observer(function DatePicker({
  value,
  onChange,
  variant,
  field,
  min = null,
  max = null,
  stateGroup = null,
  isEditable = true,
  label,
  testId = `property-${field}`,
}: DatePickerProps) {
  const { user } = useRootStore();
  const today = new Date();
  const fieldName = label ?? FIELD_NAMES[field];
  const isLate = field === 'target_date' && isOverdue(value, stateGroup, today);
  const text = value === null ? null : formatPropertyDate(value, today);
  const weekStartsOn = asWeekDay(user.profile?.start_of_the_week ?? DEFAULT_START_OF_THE_WEEK);
  return (
    <PropertyPopover
      triggerLabel={`${fieldName}: ${text ?? 'None'}${isLate ? ' (overdue)' : ''}`}
      variant={variant}
      isEditable={isEditable}
      isEmpty={value === null}
      tone={isLate ? 'danger' : 'neutral'}
      testId={testId}
      widthClassName="w-64"
      trigger={
        <>
          <Icon
            name={field === 'start_date' ? 'calendar' : 'calendar-check'}
            size={14}
            className={isLate ? 'text-danger' : 'text-tertiary'}
          />
          {text !== null ? (
            <span className="truncate">{text}</span>
          ) : (
            variant !== 'badge' && (
              <span className={variant === 'button' ? 'truncate' : 'truncate text-tertiary'}>
                {fieldName}
              </span>
            )
          )}
        </>
      }
    >
      {(close) => (
        <>
          <MonthCalendar
            value={value}
            today={today}
            weekStartsOn={weekStartsOn}
            openDay={openDayWithin(toIsoDay(today), { min, max })}
            isDayAllowed={(day) => isDayWithin(day, { min, max })}
            onPick={(day) => {
              close();
              onChange(day);
            }}
          />
          <div className="flex justify-end border-t border-subtle p-1.5">
            <Button
              size="sm"
              variant="ghost"
              disabled={value === null}
              onClick={() => {
                close();
                onChange(null);
              }}
            >
              Clear
            </Button>
          </div>
        </>
      )}
    </PropertyPopover>
  );
});
