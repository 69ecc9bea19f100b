import { StateNameSchema } from '@keel/core';
import { controlClassName } from '#web/ui/field-styles';
import { cx } from '#web/ui/cx';
import { NameColorForm } from '#web/ui/NameColorForm';
import { useTranslation } from 'react-i18next';
import { i18n } from '#web/lib/i18n';

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
  if (!name.success) return name.error.issues[0]?.message ?? i18n.t('states:form.nameRequired');
  return { ...values, name: name.data, description: values.description.trim() };
}

/** The inline form that adds or edits a state: colour, name and an optional description. */
export function StateForm(props: StateFormProps) {
  const { t } = useTranslation('states');
  return (
    <NameColorForm
      {...props}
      noun={t('form.noun')}
      prepare={prepareState}
      renderExtraFields={(values, update) => (
        <input
          aria-label={t('form.descriptionLabel')}
          placeholder={t('form.descriptionPlaceholder')}
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
