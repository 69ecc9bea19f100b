import { useTranslation } from 'react-i18next';
import { type ReactNode, type SubmitEvent, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { Button } from './Button';
import { ColorPicker } from './ColorPicker';
import { cx } from './cx';
import { controlClassName } from './field-styles';

export interface NameColorValues {
  name: string;
  color: string;
}

export interface NameColorFormProps<T extends NameColorValues> {
  initial: T;
  /**
   * What is named, in the caller's language, such as "State": unless colorLabel and nameLabel are
   * given, the fields become "State color" and "State name".
   */
  noun: string;
  /** The colour swatch's name, when "<noun> color" does not read well in the language. */
  colorLabel?: string;
  /** The name field's label and placeholder, when "<noun> name" does not read well. */
  nameLabel?: string;
  /** Names the form for assistive technology, such as "New label under Platform". */
  label: string;
  submitLabel: string;
  /** Checks and tidies the values before saving; a string is the message shown instead. */
  prepare: (values: T) => T | string;
  /** Saves the values; a rejection keeps the form open with the server's message. */
  onSubmit: (values: T) => Promise<void>;
  onCancel: () => void;
  /** Fields after the name, such as a state's description; the name then keeps a fixed width. */
  renderExtraFields?: (values: T, update: (patch: Partial<T>) => void) => ReactNode;
}

/** The inline form that creates or edits something with a name and a colour: Enter saves, Escape cancels. */
export function NameColorForm<T extends NameColorValues>({
  initial,
  noun,
  colorLabel,
  nameLabel,
  label,
  submitLabel,
  prepare,
  onSubmit,
  onCancel,
  renderExtraFields,
}: NameColorFormProps<T>) {
  const { t } = useTranslation(['ui', 'common']);
  const [values, setValues] = useState(initial);
  const nameText = nameLabel ?? t('nameColor.name', { noun });
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const update = (patch: Partial<T>) => {
    setValues((current) => ({ ...current, ...patch }));
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const prepared = prepare(values);
    if (typeof prepared === 'string') {
      setError(prepared);
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      await onSubmit(prepared);
    } catch (cause) {
      setError(
        cause instanceof ApiError
          ? cause.message
          : t('nameColor.saveFailed', { noun: noun.toLocaleLowerCase() }),
      );
      setIsSaving(false);
    }
  };

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
      className="flex flex-col gap-1.5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <ColorPicker
          label={colorLabel ?? t('nameColor.color', { noun })}
          value={values.color}
          onChange={(color) => {
            setValues((current) => ({ ...current, color }));
          }}
        />
        <input
          aria-label={nameText}
          placeholder={nameText}
          autoFocus
          value={values.name}
          aria-invalid={error !== null || undefined}
          onChange={(event) => {
            setValues((current) => ({ ...current, name: event.target.value }));
          }}
          className={cx(
            controlClassName(error !== null),
            renderExtraFields ? 'h-7 w-44' : 'h-7 min-w-40 flex-1',
          )}
        />
        {renderExtraFields?.(values, update)}
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button size="sm" variant="primary" type="submit" isLoading={isSaving}>
          {submitLabel}
        </Button>
      </div>
      {error !== null && (
        <p role="alert" className="pl-8 text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
