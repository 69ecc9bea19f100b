import { observer } from 'mobx-react-lite';
import { LabelsPicker } from './pickers/LabelsPicker';
import type { PropertyDropdownProps } from './StateDropdown';
import { useEditableItem } from './use-editable-item';

/** An item's labels, edited in place: each pick adds or removes one label. */
export const LabelsDropdown = observer(function LabelsDropdown({
  id,
  variant,
}: PropertyDropdownProps) {
  const { item, isEditable, update } = useEditableItem(id);
  if (!item) return null;
  return (
    <LabelsPicker
      projectId={item.project_id}
      value={item.label_ids}
      variant={variant}
      isEditable={isEditable}
      onChange={(next) => {
        update({ label_ids: next });
      }}
    />
  );
});
