import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client';
import { controlClassName } from '#web/ui/field-styles';
import { TextField } from '#web/ui/TextField';

/** The longest label the server takes (ApiTokenLabelSchema in @keel/core). */
const LABEL_MAX_LENGTH = 255;
/** The longest description the server takes (ApiTokenDescriptionSchema in @keel/core). */
const DESCRIPTION_MAX_LENGTH = 10_000;

/** What a person names a token by: the create and edit dialogs both ask for these. */
export interface ApiTokenFieldValues {
  label: string;
  description: string;
}

/** The state of a form's label and description fields, with the error shown under each. */
export interface ApiTokenFieldsState {
  values: ApiTokenFieldValues;
  labelError: string | null;
  descriptionError: string | null;
  setLabel: (label: string) => void;
  setDescription: (description: string) => void;
  /**
   * The values to send, trimmed; null when the label is empty, whose error is then shown (the
   * server would refuse it too).
   */
  read: () => ApiTokenFieldValues | null;
  /** Shows a server refusal under the field it names; false when it names neither. */
  showError: (error: unknown, message: string) => boolean;
}

/** Holds a token form's label and description, starting from `initial`. */
export function useApiTokenFields(initial: ApiTokenFieldValues): ApiTokenFieldsState {
  const { t } = useTranslation('api-tokens');
  const [values, setValues] = useState(initial);
  const [labelError, setLabelError] = useState<string | null>(null);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  return {
    values,
    labelError,
    descriptionError,
    setLabel: (label) => {
      setLabelError(null);
      setValues((current) => ({ ...current, label }));
    },
    setDescription: (description) => {
      setDescriptionError(null);
      setValues((current) => ({ ...current, description }));
    },
    read: () => {
      const label = values.label.trim();
      if (label === '') {
        setLabelError(t('fields.labelRequired'));
        return null;
      }
      return { label, description: values.description.trim() };
    },
    showError: (error, message) => {
      if (!(error instanceof ApiError)) return false;
      if (error.field === 'label') setLabelError(message);
      else if (error.field === 'description') setDescriptionError(message);
      else return false;
      return true;
    },
  };
}

/** A token's label (required, focused first) and description, as `useApiTokenFields` holds them. */
export function ApiTokenFields({ fields }: { fields: ApiTokenFieldsState }) {
  const { t } = useTranslation('api-tokens');
  const descriptionId = useId();
  const descriptionErrorId = useId();
  const hasDescriptionError = fields.descriptionError !== null;
  return (
    <>
      <TextField
        label={t('fields.label')}
        placeholder={t('fields.labelPlaceholder')}
        value={fields.values.label}
        maxLength={LABEL_MAX_LENGTH}
        required
        autoFocus
        error={fields.labelError}
        onChange={(event) => {
          fields.setLabel(event.target.value);
        }}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-sm font-medium text-secondary">
          {t('fields.descriptionLabel')}
        </label>
        <textarea
          id={descriptionId}
          value={fields.values.description}
          rows={2}
          maxLength={DESCRIPTION_MAX_LENGTH}
          placeholder={t('fields.descriptionPlaceholder')}
          aria-invalid={hasDescriptionError || undefined}
          aria-describedby={hasDescriptionError ? descriptionErrorId : undefined}
          onChange={(event) => {
            fields.setDescription(event.target.value);
          }}
          className={`${controlClassName(hasDescriptionError)} h-auto min-h-16 resize-y py-1.5`}
        />
        {hasDescriptionError && (
          <p id={descriptionErrorId} className="text-sm text-danger">
            {fields.descriptionError}
          </p>
        )}
      </div>
    </>
  );
}
