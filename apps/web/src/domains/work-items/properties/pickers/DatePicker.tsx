import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';
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
import { useWeekStart } from '../week-start';
import type { PickerProps } from './picker-props';

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
  const { t } = useTranslation(['work-items', 'common']);
  const today = new Date();
  const fieldName =
    label ?? (field === 'start_date' ? t('property.startDate') : t('property.dueDate'));
  const isLate = field === 'target_date' && isOverdue(value, stateGroup, today);
  const text = value === null ? null : formatPropertyDate(value, today);
  const weekStartsOn = useWeekStart();
  return (
    <PropertyPopover
      triggerLabel={
        isLate
          ? t('properties.triggerOverdue', { label: fieldName, value: text ?? '' })
          : t('properties.trigger', { label: fieldName, value: text ?? t('common:none') })
      }
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
              {t('common:clear')}
            </Button>
          </div>
        </>
      )}
    </PropertyPopover>
  );
});
