import { DEFAULT_START_OF_THE_WEEK } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../../../app/store-context';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { type DateField, formatPropertyDate, isDayAllowed, isOverdue } from './date-property';
import { MonthCalendar } from './MonthCalendar';
import { PropertyPopover } from './PropertyPopover';
import { type PropertyVariant } from './property-styles';
import { useEditableItem } from './use-editable-item';

export interface DateDropdownProps {
  id: string;
  variant: PropertyVariant;
  field: DateField;
}

const FIELD_NAMES: Readonly<Record<DateField, string>> = {
  start_date: 'Start date',
  target_date: 'Due date',
};

type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

function asWeekDay(value: number): WeekDay {
  return value >= 0 && value <= 6 ? (Math.trunc(value) as WeekDay) : 0;
}

/**
 * An item's start or due date, picked from a month view. Days that would put the start after the
 * due date are disabled; should the server still refuse, the store rolls back and toasts its
 * message. A past due date of an open item is drawn in the danger tone.
 */
export const DateDropdown = observer(function DateDropdown({
  id,
  variant,
  field,
}: DateDropdownProps) {
  const { item, isEditable, update } = useEditableItem(id);
  const { user } = useRootStore();
  if (!item) return null;
  const today = new Date();
  const value = item[field];
  const fieldName = FIELD_NAMES[field];
  const isLate = field === 'target_date' && isOverdue(value, item.state__group, today);
  const text = value === null ? null : formatPropertyDate(value, today);
  const weekStartsOn = asWeekDay(user.profile?.start_of_the_week ?? DEFAULT_START_OF_THE_WEEK);
  return (
    <PropertyPopover
      triggerLabel={`${fieldName}: ${text ?? 'None'}${isLate ? ' (overdue)' : ''}`}
      variant={variant}
      isEditable={isEditable}
      isEmpty={value === null}
      tone={isLate ? 'danger' : 'neutral'}
      testId={`property-${field}`}
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
            variant !== 'badge' && <span className="truncate text-tertiary">{fieldName}</span>
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
            isDayAllowed={(day) => isDayAllowed(day, field, item)}
            onPick={(day) => {
              close();
              if (day !== value)
                update(field === 'start_date' ? { start_date: day } : { target_date: day });
            }}
          />
          <div className="flex justify-end border-t border-subtle p-1.5">
            <Button
              size="sm"
              variant="ghost"
              disabled={value === null}
              onClick={() => {
                close();
                update(field === 'start_date' ? { start_date: null } : { target_date: null });
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
