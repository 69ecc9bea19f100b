import type { BusinessCatalogues, BusinessField, BusinessValues } from './business-fields';
import { BUSINESS_TEXTS } from './business-texts';
import { BudgetSourcePicker } from './BudgetSourcePicker';
import { CatalogueMultiPicker, CataloguePicker } from './CataloguePickers';
import { RevisionToggle } from './RevisionToggle';

export interface BusinessFieldPickerProps {
  field: BusinessField;
  catalogues: BusinessCatalogues;
  values: BusinessValues;
  /** Receives the one field that changed. */
  onChange: (patch: Partial<BusinessValues>) => void;
  /** 'cell' fills a sidebar row; 'button' is a compact control in a form's property row. */
  variant: 'cell' | 'button';
  isEditable?: boolean;
}

/** The control of one business field, whichever it is: a catalogue, a budget source, a switch. */
export function BusinessFieldPicker({
  field,
  catalogues,
  values,
  onChange,
  variant,
  isEditable = true,
}: BusinessFieldPickerProps) {
  const common = { variant, isEditable };
  switch (field) {
    case 'shop':
    case 'customer':
      return (
        <CataloguePicker
          {...common}
          {...BUSINESS_TEXTS[field]}
          entries={field === 'shop' ? catalogues.shops : catalogues.customers}
          value={values[field]}
          onChange={(next) => {
            onChange(field === 'shop' ? { shop: next } : { customer: next });
          }}
        />
      );
    case 'shops':
    case 'customers':
      return (
        <CatalogueMultiPicker
          {...common}
          {...BUSINESS_TEXTS[field]}
          entries={field === 'shops' ? catalogues.shops : catalogues.customers}
          value={values[field]}
          onChange={(next) => {
            onChange(field === 'shops' ? { shops: next } : { customers: next });
          }}
        />
      );
    case 'budget_source':
      return (
        <BudgetSourcePicker
          {...common}
          options={catalogues.budgetOptions}
          value={values.budget_source}
          onChange={(next) => {
            onChange({ budget_source: next });
          }}
        />
      );
    case 'is_revision':
      return (
        <RevisionToggle
          {...common}
          isOn={values.is_revision}
          onChange={(next) => {
            onChange({ is_revision: next });
          }}
        />
      );
  }
}
