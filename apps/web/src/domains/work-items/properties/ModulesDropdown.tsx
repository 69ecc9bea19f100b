import { observer } from 'mobx-react-lite';
import { ModulesPicker } from './pickers/ModulesPicker';
import type { PropertyDropdownProps } from './StateDropdown';
import { useEditableItem } from './use-editable-item';

/** An item's modules, edited in place: each pick adds or removes one module. */
export const ModulesDropdown = observer(function ModulesDropdown({
  id,
  variant,
}: PropertyDropdownProps) {
  const { model, item, isEditable, update } = useEditableItem(id);
  // Drawn only where the project has the feature turned on.
  if (!item || !model.lookups.hasModules(item.project_id)) return null;
  return (
    <ModulesPicker
      projectId={item.project_id}
      value={item.module_ids}
      variant={variant}
      isEditable={isEditable}
      onChange={(next) => {
        update({ module_ids: next });
      }}
    />
  );
});
