import { LabelNameSchema } from '@keel/core';
import { NameColorForm } from '../../ui/NameColorForm';

export interface LabelFormValues {
  name: string;
  color: string;
}

export interface LabelFormProps {
  initial: LabelFormValues;
  /** Names the form for assistive technology, such as "New label under Platform". */
  label: string;
  submitLabel: string;
  /** Saves the values; a rejection keeps the form open with the server's message. */
  onSubmit: (values: LabelFormValues) => Promise<void>;
  onCancel: () => void;
}

function prepareLabel(values: LabelFormValues): LabelFormValues | string {
  const name = LabelNameSchema.safeParse(values.name);
  return name.success
    ? { ...values, name: name.data }
    : (name.error.issues[0]?.message ?? 'Label name is required');
}

/** The inline form that creates or edits a label: colour and name. */
export function LabelForm(props: LabelFormProps) {
  return <NameColorForm {...props} noun="Label" prepare={prepareLabel} />;
}
