import { observer } from 'mobx-react-lite';
import { useEditableItem } from '../use-editable-item';
import {
  type BusinessCatalogues,
  type BusinessField,
  businessUpdate,
  businessValuesOf,
} from './business-fields';
import { BusinessFieldPicker } from './BusinessFieldPicker';

export interface BusinessFieldControlProps {
  /** The work item edited. */
  id: string;
  field: BusinessField;
  catalogues: BusinessCatalogues;
}

/**
 * One business field of a work item, edited in place in a sidebar cell. Each change is shown at
 * once and rolled back with a toast when the server refuses it (the work items store does both).
 */
export const BusinessFieldControl = observer(function BusinessFieldControl({
  id,
  field,
  catalogues,
}: BusinessFieldControlProps) {
  const { item, isEditable, update } = useEditableItem(id);
  if (!item) return null;
  return (
    <BusinessFieldPicker
      field={field}
      catalogues={catalogues}
      values={businessValuesOf(item)}
      variant="cell"
      isEditable={isEditable}
      onChange={(patch) => {
        update(businessUpdate(patch));
      }}
    />
  );
});
