import { observer } from 'mobx-react-lite';
import { EstimatePicker } from './pickers/EstimatePicker';
import type { PropertyDropdownProps } from './StateDropdown';
import { useEditableItem } from './use-editable-item';

/** An item's estimate, edited in place; absent when its project has no estimate. */
export const EstimateDropdown = observer(function EstimateDropdown({
  id,
  variant,
}: PropertyDropdownProps) {
  const { item, isEditable, update } = useEditableItem(id);
  if (!item) return null;
  return (
    <EstimatePicker
      projectId={item.project_id}
      value={item.estimate_point}
      variant={variant}
      isEditable={isEditable}
      onChange={(next) => {
        if (next !== item.estimate_point) update({ estimate_point: next });
      }}
    />
  );
});
