import { StateNameSchema } from '@keel/core';
import { type SubmitEvent, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/Button';
import { ColorPicker } from '../../ui/ColorPicker';
import { controlClassName } from '../../ui/field-styles';
import { cx } from '../../ui/cx';

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

/** The inline form that adds or edits a state: Enter saves, Escape cancels. */
export function StateForm({ initial, label, submitLabel, onSubmit, onCancel }: StateFormProps) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const name = StateNameSchema.safeParse(values.name);
    if (!name.success) {
      setError(name.error.issues[0]?.message ?? 'State name is required');
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      await onSubmit({ ...values, name: name.data, description: values.description.trim() });
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : 'Could not save the state.');
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
          label="State color"
          value={values.color}
          onChange={(color) => {
            setValues((current) => ({ ...current, color }));
          }}
        />
        <input
          aria-label="State name"
          placeholder="State name"
          autoFocus
          value={values.name}
          aria-invalid={error !== null || undefined}
          onChange={(event) => {
            setValues((current) => ({ ...current, name: event.target.value }));
          }}
          className={cx(controlClassName(error !== null), 'h-7 w-44')}
        />
        <input
          aria-label="State description"
          placeholder="Description (optional)"
          value={values.description}
          onChange={(event) => {
            setValues((current) => ({ ...current, description: event.target.value }));
          }}
          className={cx(controlClassName(), 'h-7 min-w-40 flex-1')}
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
