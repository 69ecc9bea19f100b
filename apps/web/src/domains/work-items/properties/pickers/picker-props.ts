import type { PropertyVariant } from '../property-styles';

/**
 * What every value-based property picker takes: the project whose states, members, labels and
 * estimate it offers, the value, and where the next value goes. The pickers hold no item: the
 * id-based dropdowns of rows and cells wrap them, and forms (the create dialog, the bulk bar)
 * keep the values themselves.
 */
export interface PickerProps<Value, Next = Value> {
  projectId: string;
  value: Value;
  onChange: (next: Next) => void;
  variant: PropertyVariant;
  /** False draws the value read-only (no button, no popover); true when left out. */
  isEditable?: boolean;
  /**
   * The property's name: it prefixes the trigger's accessible name ("State: Todo") and is the
   * placeholder an empty button shows. Each picker has its own default.
   */
  label?: string;
  /** Marks the trigger for tests; each picker has its own default (`property-state` …). */
  testId?: string;
}
