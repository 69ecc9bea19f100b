import { StateNameSchema } from '@keel/core';
import { controlClassName } from '../../ui/field-styles';
import { cx } from '../../ui/cx';
import { NameColorForm } from '../../ui/NameColorForm';

export interface StateFormValues {
  name: string;
  color: string;
  description: string;
}

export interface StateFormProps {
  initial: StateFormValues;
  /** Names the form for assistive technology, such as "New state in Started". */
  label: string;
  submitLabel: string;
  /** Saves the values; a rejection keeps the form open with the server's message. */
  onSubmit: (values: StateFormValues) => Promise<void>;
  onCancel: () => void;
}

function prepareState(values: StateFormValues): StateFormValues | string {
  const name = StateNameSchema.safeParse(values.name);
  if (!name.success) return name.error.issues[0]?.message ?? 'State name is required';
  return { ...values, name: name.data, description: values.description.trim() };
}

/** The inline form that adds or edits a state: colour, name and an optional description. */
export function StateForm(props: StateFormProps) {
  return (
    <NameColorForm
      {...props}
      noun="State"
      prepare={prepareState}
      renderExtraFields={(values, update) => (
        <input
          aria-label="State description"
          placeholder="Description (optional)"
          value={values.description}
          onChange={(event) => {
            update({ description: event.target.value });
          }}
          className={cx(controlClassName(), 'h-7 min-w-40 flex-1')}
        />
      )}
    />
  );
}
