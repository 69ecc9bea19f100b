import { observer } from 'mobx-react-lite';
import { CyclePicker } from './pickers/CyclePicker';
import type { PropertyDropdownProps } from './StateDropdown';
import { useEditableItem } from './use-editable-item';

/** An item's cycle, edited in place: the server moves it out of any other cycle. */
export const CycleDropdown = observer(function CycleDropdown({
  id,
  variant,
}: PropertyDropdownProps) {
  const { model, item, isEditable, update } = useEditableItem(id);
  // Drawn only where the project has the feature turned on.
  if (!item || !model.lookups.hasCycles(item.project_id)) return null;
  return (
    <CyclePicker
      projectId={item.project_id}
      value={item.cycle_id}
      variant={variant}
      isEditable={isEditable}
      onChange={(next) => {
        if (next !== item.cycle_id) update({ cycle_id: next });
      }}
    />
  );
});
