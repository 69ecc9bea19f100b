import { observer } from 'mobx-react-lite';
import { StatePicker } from './pickers/StatePicker';
import type { PropertyVariant } from './property-styles';
import { useEditableItem } from './use-editable-item';

export interface PropertyDropdownProps {
  id: string;
  variant: PropertyVariant;
}

/** An item's state, edited in place (optimistic; the store rolls back on refusal). */
export const StateDropdown = observer(function StateDropdown({
  id,
  variant,
}: PropertyDropdownProps) {
  const { item, isEditable, update } = useEditableItem(id);
  if (!item) return null;
  return (
    <StatePicker
      projectId={item.project_id}
      value={item.state_id}
      stateGroup={item.state__group}
      variant={variant}
      isEditable={isEditable}
      onChange={(next) => {
        if (next !== item.state_id) update({ state_id: next });
      }}
    />
  );
});
