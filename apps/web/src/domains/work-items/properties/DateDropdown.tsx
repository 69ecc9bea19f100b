import { observer } from 'mobx-react-lite';
import { type DateField, dayBounds } from './date-property';
import { DatePicker } from './pickers/DatePicker';
import type { PropertyVariant } from './property-styles';
import { useEditableItem } from './use-editable-item';

export interface DateDropdownProps {
  id: string;
  variant: PropertyVariant;
  field: DateField;
}

/**
 * An item's start or due date, edited in place. Days that would put the start after the due date
 * are disabled; should the server still refuse, the store rolls back and toasts its message.
 */
export const DateDropdown = observer(function DateDropdown({
  id,
  variant,
  field,
}: DateDropdownProps) {
  const { item, isEditable, update } = useEditableItem(id);
  if (!item) return null;
  const value = item[field];
  const { min, max } = dayBounds(field, item);
  return (
    <DatePicker
      field={field}
      value={value}
      min={min}
      max={max}
      stateGroup={item.state__group}
      variant={variant}
      isEditable={isEditable}
      onChange={(next) => {
        if (next !== value)
          update(field === 'start_date' ? { start_date: next } : { target_date: next });
      }}
    />
  );
});
