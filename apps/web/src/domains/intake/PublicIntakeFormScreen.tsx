import {
  type Language,
  LANGUAGES,
  PUBLIC_INTAKE_HONEYPOT,
  PUBLIC_INTAKE_MAX_DESCRIPTION,
  isValidEmail,
  normalizeEmail,
} from '@keel/core';
import { type SubmitEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApi } from '#web/app/store-context';
import { ApiError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/api-error';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Card } from '#web/ui/Card';
import { CenteredPage } from '#web/ui/CenteredPage';
import { EmptyState } from '#web/ui/EmptyState';
import { controlClassName } from '#web/ui/field-styles';
import { Icon } from '#web/ui/Icon';
import { LogoMark } from '#web/ui/Logo';
import { PageSpinner } from '#web/ui/PageSpinner';
import { RetryErrorCard } from '#web/ui/RetryErrorCard';
import { TextField } from '#web/ui/TextField';
import { useRead } from '#web/ui/use-read';
import { fetchPublicIntakeForm, submitPublicIntake } from './intake-form-api';

type Field = 'name' | 'description' | 'email';
type FieldErrors = Partial<Record<Field, string>>;

function asLanguage(value: string): Language | undefined {
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : undefined;
}

/**
 * '/spaces/intake/:anchor' (under Plane's public prefix): a project's public intake form, for people without an account (issue 18).
 * A title, details and an email; a hidden field robots fill; the answer says where the reply will
 * go. An old or closed link says so instead of a form.
 */
export function PublicIntakeFormScreen() {
  const { t, i18n } = useTranslation('intake-form');
  const api = useApi();
  const anchor = useParams().anchor ?? '';
  // An unknown, retired or closed link answers 404: the form is not there, which is no failure.
  const form = useRead(
    anchor,
    () =>
      fetchPublicIntakeForm(api, anchor).catch((cause: unknown) => {
        if (cause instanceof ApiError && cause.status === 404) return null;
        throw cause;
      }),
    t('form.loadFailed'),
  );
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (form.value === undefined && form.error === null) return <PageSpinner />;
  if (form.value === undefined || form.value === null)
    return (
      <CenteredPage>
        {form.error !== null ? (
          <RetryErrorCard title={t('form.loadFailed')} message={form.error} onRetry={form.retry} />
        ) : (
          <Card className="w-full max-w-card" data-testid="intake-form-unavailable">
            <EmptyState
              titleAs="h1"
              icon={<Icon name="inbox" size={20} />}
              title={t('form.unavailableTitle')}
              description={t('form.unavailable')}
            />
          </Card>
        )}
      </CenteredPage>
    );
  const { project_name: project, workspace_name: workspace } = form.value;

  const send = async () => {
    setIsSending(true);
    setFailure(null);
    try {
      await submitPublicIntake(api, anchor, {
        name: name.trim(),
        ...(description.trim() !== '' ? { description } : {}),
        email: normalizeEmail(email),
        ...(honeypot !== '' ? { [PUBLIC_INTAKE_HONEYPOT]: honeypot } : {}),
        ...(asLanguage(i18n.language) !== undefined ? { language: asLanguage(i18n.language) } : {}),
      });
      setSentTo(normalizeEmail(email));
    } catch (cause) {
      const field = cause instanceof ApiError ? cause.field : undefined;
      if (field === 'name' || field === 'description' || field === 'email')
        setErrors({ [field]: errorMessage(cause) });
      else setFailure(errorMessage(cause, t('form.sendFailed')));
    } finally {
      setIsSending(false);
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (name.trim() === '') found.name = t('form.nameRequired');
    if (!isValidEmail(email)) found.email = t('form.invalidEmail');
    setErrors(found);
    if (Object.keys(found).length === 0) void send();
  };

  const startOver = () => {
    setName('');
    setDescription('');
    setSentTo(null);
  };

  return (
    <CenteredPage>
      <div className="w-full max-w-lg">
        <Card className="px-6 pb-6 pt-7 sm:px-8 sm:pt-8">
          <LogoMark size={32} className="mb-5" />
          {sentTo !== null ? (
            <div data-testid="intake-form-sent" role="status">
              <h1 className="flex items-center gap-2 text-xl font-semibold text-primary">
                <Icon name="check-circle" size={20} className="text-success" />
                {t('form.sentTitle')}
              </h1>
              <p className="mt-2 text-base text-secondary">
                <Trans
                  t={t}
                  i18nKey="form.sent"
                  values={{ project, email: sentTo }}
                  components={{ email: <span className="font-medium text-primary" /> }}
                />
              </p>
              <Button className="mt-6" onClick={startOver}>
                {t('form.sendAnother')}
              </Button>
            </div>
          ) : (
            <>
              <h1 className="text-xl font-semibold text-primary">{t('form.title', { project })}</h1>
              <p className="mt-1.5 text-base text-secondary">
                {t('form.description', { project, workspace })}
              </p>
              <form
                noValidate
                data-testid="intake-form"
                onSubmit={onSubmit}
                className="mt-6 flex flex-col gap-4"
              >
                {failure !== null && <Alert>{failure}</Alert>}
                <TextField
                  label={t('form.name')}
                  placeholder={t('form.namePlaceholder')}
                  name="name"
                  autoFocus
                  maxLength={255}
                  value={name}
                  error={errors.name ?? null}
                  onChange={(event) => {
                    setName(event.target.value);
                    setErrors(({ name: _dropped, ...rest }) => rest);
                  }}
                />
                <label className="flex flex-col gap-1.5">
                  <span className="text-sm font-medium text-secondary">{t('form.details')}</span>
                  <textarea
                    name="description"
                    className={`${controlClassName(errors.description !== undefined)} min-h-32 py-1.5`}
                    placeholder={t('form.detailsPlaceholder')}
                    maxLength={PUBLIC_INTAKE_MAX_DESCRIPTION}
                    value={description}
                    aria-invalid={errors.description !== undefined || undefined}
                    onChange={(event) => {
                      setDescription(event.target.value);
                    }}
                  />
                  {errors.description !== undefined && (
                    <span className="text-sm text-danger">{errors.description}</span>
                  )}
                </label>
                <TextField
                  label={t('form.email')}
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={email}
                  error={errors.email ?? null}
                  hint={t('form.emailHint')}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    setErrors(({ email: _dropped, ...rest }) => rest);
                  }}
                />
                {/* The honeypot: out of sight and out of the tab order, so only robots fill it. */}
                <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
                  <label>
                    {t('form.honeypot')}
                    <input
                      type="text"
                      name={PUBLIC_INTAKE_HONEYPOT}
                      tabIndex={-1}
                      autoComplete="off"
                      value={honeypot}
                      onChange={(event) => {
                        setHoneypot(event.target.value);
                      }}
                    />
                  </label>
                </div>
                <Button
                  type="submit"
                  variant="primary"
                  size="lg"
                  isLoading={isSending}
                  leadingIcon={<Icon name="inbox" size={15} />}
                >
                  {t('form.submit')}
                </Button>
              </form>
            </>
          )}
        </Card>
        <p className="mt-4 text-center text-sm text-tertiary">{t('form.poweredBy')}</p>
      </div>
    </CenteredPage>
  );
}
