import { observer } from 'mobx-react-lite';
import { PriorityPicker } from './pickers/PriorityPicker';
import type { PropertyDropdownProps } from './StateDropdown';
import { useEditableItem } from './use-editable-item';

/** An item's priority, edited in place. */
export const PriorityDropdown = observer(function PriorityDropdown({
  id,
  variant,
}: PropertyDropdownProps) {
  const { item, isEditable, update } = useEditableItem(id);
  if (!item) return null;
  return (
    <PriorityPicker
      projectId={item.project_id}
      value={item.priority}
      variant={variant}
      isEditable={isEditable}
      onChange={(next) => {
        if (next !== item.priority) update({ priority: next });
      }}
    />
  );
});
