import { LabelNameSchema } from '@keel/core';
import { NameColorForm } from '#web/ui/NameColorForm';
import { useTranslation } from 'react-i18next';
import { i18n } from '#web/lib/i18n';

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
    : (name.error.issues[0]?.message ?? i18n.t('labels:form.nameRequired'));
}

/** The inline form that creates or edits a label: colour and name. */
export function LabelForm(props: LabelFormProps) {
  const { t } = useTranslation('labels');
  return <NameColorForm {...props} noun={t('form.noun')} prepare={prepareLabel} />;
}
