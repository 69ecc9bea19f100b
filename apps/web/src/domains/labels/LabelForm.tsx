import { LabelNameSchema } from '@keel/core';
import { type SubmitEvent, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/Button';
import { ColorPicker } from '../../ui/ColorPicker';
import { cx } from '../../ui/cx';
import { controlClassName } from '../../ui/field-styles';

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

/** The inline form that creates or edits a label: Enter saves, Escape cancels. */
export function LabelForm({ initial, label, submitLabel, onSubmit, onCancel }: LabelFormProps) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const name = LabelNameSchema.safeParse(values.name);
    if (!name.success) {
      setError(name.error.issues[0]?.message ?? 'Label name is required');
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      await onSubmit({ ...values, name: name.data });
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : 'Could not save the label.');
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
          label="Label color"
          value={values.color}
          onChange={(color) => {
            setValues((current) => ({ ...current, color }));
          }}
        />
        <input
          aria-label="Label name"
          placeholder="Label name"
          autoFocus
          value={values.name}
          aria-invalid={error !== null || undefined}
          onChange={(event) => {
            setValues((current) => ({ ...current, name: event.target.value }));
          }}
          className={cx(controlClassName(error !== null), 'h-7 min-w-40 flex-1')}
        />
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
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
