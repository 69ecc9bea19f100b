import { type CreateWebhookBody, type WebhookEvent, WebhookUrlSchema } from '@keel/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/api-error';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { TextField } from '#web/ui/TextField';
import { PICKABLE_EVENTS, eventToggles, isEveryEvent } from './webhook-events';

/** What the form edits: the URL and the events. */
export interface WebhookFormValues {
  url: string;
  events: ReadonlySet<WebhookEvent>;
}

/**
 * A webhook's URL and events: "Send me everything" or a choice among the events. Checks the URL
 * before sending; the server's refusal of it (a private address, a duplicate) is shown under it.
 */
export function WebhookForm({
  initial,
  submitLabel,
  failure,
  onSubmit,
  onCancel,
}: {
  initial: WebhookFormValues;
  submitLabel: string;
  failure: string;
  onSubmit: (body: CreateWebhookBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['webhooks', 'common']);
  const legendId = useId();
  const [url, setUrl] = useState(initial.url);
  const [isEverything, setIsEverything] = useState(
    initial.events.size === 0 || isEveryEvent(initial.events),
  );
  const [events, setEvents] = useState<ReadonlySet<WebhookEvent>>(initial.events);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [eventsError, setEventsError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const toggle = (event: WebhookEvent, isOn: boolean) => {
    const next = new Set(events);
    if (isOn) next.add(event);
    else next.delete(event);
    setEvents(next);
    setEventsError(null);
  };

  const submit = async (formEvent: React.SyntheticEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    const parsed = WebhookUrlSchema.safeParse(url);
    const hasEvents = isEverything || events.size > 0;
    setUrlError(parsed.success ? null : t('webhooks:form.urlInvalid'));
    setEventsError(hasEvents ? null : t('webhooks:form.pickOne'));
    if (!parsed.success || !hasEvents) return;
    setIsSaving(true);
    setFormError(null);
    try {
      await onSubmit({ url: parsed.data, ...eventToggles(isEverything, events) });
    } catch (error) {
      const message = errorMessage(error, failure);
      if (error instanceof ApiError && error.field === 'url') setUrlError(message);
      else setFormError(message);
    } finally {
      setIsSaving(false);
    }
  };

  const choice = (value: boolean, label: string) => (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-primary">
      <input
        type="radio"
        name={legendId}
        checked={isEverything === value}
        onChange={() => {
          setIsEverything(value);
          setEventsError(null);
        }}
        className="size-4 accent-[var(--color-accent)]"
      />
      {label}
    </label>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {formError !== null && <Alert>{formError}</Alert>}
      <TextField
        label={t('webhooks:form.url')}
        type="url"
        inputMode="url"
        name="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('webhooks:form.urlPlaceholder')}
        value={url}
        error={urlError}
        hint={t('webhooks:form.urlHint')}
        onChange={(event) => {
          setUrl(event.target.value);
          setUrlError(null);
        }}
      />
      <fieldset aria-describedby={eventsError === null ? undefined : `${legendId}-error`}>
        <legend className="mb-2 text-sm font-medium text-secondary">
          {t('webhooks:form.eventsLegend')}
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {choice(true, t('webhooks:form.everything'))}
          {choice(false, t('webhooks:form.choose'))}
        </div>
        {!isEverything && (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {PICKABLE_EVENTS.map((event) => (
              <li key={event}>
                <label
                  className={cx(
                    'flex h-full cursor-pointer items-start gap-2.5 rounded-md border px-3 py-2',
                    events.has(event) ? 'border-accent bg-accent-subtle' : 'border-subtle',
                  )}
                >
                  <input
                    type="checkbox"
                    checked={events.has(event)}
                    onChange={(change) => {
                      toggle(event, change.target.checked);
                    }}
                    className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent)]"
                  />
                  <span className="min-w-0">
                    <span className="block text-sm font-medium text-primary">
                      {t(`webhooks:events.${event}`)}
                    </span>
                    <span className="block text-xs text-tertiary">
                      {t(`webhooks:events.${event}Hint`)}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {eventsError !== null && (
          <p id={`${legendId}-error`} role="alert" className="mt-2 text-sm text-danger">
            {eventsError}
          </p>
        )}
      </fieldset>
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
        )}
        <Button type="submit" variant="primary" isLoading={isSaving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
