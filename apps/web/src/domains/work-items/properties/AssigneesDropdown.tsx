import { observer } from 'mobx-react-lite';
import { AssigneesPicker } from './pickers/AssigneesPicker';
import type { PropertyDropdownProps } from './StateDropdown';
import { useEditableItem } from './use-editable-item';

/** An item's assignees, edited in place: each pick adds or removes one member. */
export const AssigneesDropdown = observer(function AssigneesDropdown({
  id,
  variant,
}: PropertyDropdownProps) {
  const { item, isEditable, update } = useEditableItem(id);
  if (!item) return null;
  return (
    <AssigneesPicker
      projectId={item.project_id}
      value={item.assignee_ids}
      variant={variant}
      isEditable={isEditable}
      onChange={(next) => {
        update({ assignee_ids: next });
      }}
    />
  );
});
