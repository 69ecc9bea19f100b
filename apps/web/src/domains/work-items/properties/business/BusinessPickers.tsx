import { observer } from 'mobx-react-lite';
import { type BusinessValues, visibleBusinessFields } from './business-fields';
import { BusinessFieldPicker } from './BusinessFieldPicker';
import { useBusinessCatalogues } from './use-business-catalogues';

export interface BusinessPickersProps {
  slug: string;
  projectId: string;
  values: BusinessValues;
  onChange: (patch: Partial<BusinessValues>) => void;
}

/**
 * The business fields of a work item being created, as compact buttons for a form's property row;
 * only those the project has set up appear (see `visibleBusinessFields`).
 */
export const BusinessPickers = observer(function BusinessPickers({
  slug,
  projectId,
  values,
  onChange,
}: BusinessPickersProps) {
  const catalogues = useBusinessCatalogues(slug, projectId);
  return (
    <>
      {visibleBusinessFields(catalogues).map((field) => (
        <BusinessFieldPicker
          key={field}
          field={field}
          catalogues={catalogues}
          values={values}
          variant="button"
          onChange={onChange}
        />
      ))}
    </>
  );
});
