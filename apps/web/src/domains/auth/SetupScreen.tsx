import { useTranslation } from 'react-i18next';
import { CSRF_FORM_FIELD, isValidEmail, normalizeEmail } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type SubmitEvent, useEffect, useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useInstance } from '#web/domains/instances/use-instance';
import { useAuthServer } from './use-auth-server';
import { submitForm } from '#web/lib/form-post';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';
import { TextField } from '#web/ui/TextField';
import { InstanceErrorCard } from '../instances/InstanceErrorCard';
import { InstanceLoadingCard } from '../instances/InstanceLoadingCard';
import { NameFields } from '../users/NameFields';
import { CenteredPage } from '#web/ui/CenteredPage';
import { AuthCard } from './AuthCard';
import { authErrorFromQuery } from './auth-error-messages';
import { PasswordField } from './PasswordField';
import { passwordProblem } from './password-checker';
import { PasswordStrength } from './PasswordStrength';

type SetupField = 'first_name' | 'email' | 'password' | 'company_name';

/**
 * Instance set-up: the first admin's account and the instance's name, posted as a real form to
 * /api/instances/admins/sign-up/. A refusal comes back here as ?error_code=&error_message=.
 */
export const SetupScreen = observer(function SetupScreen() {
  const { csrfToken } = useAuthServer();
  const instanceStore = useInstance();
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const queryError = useMemo(() => authErrorFromQuery(params), [params]);

  const [firstName, setFirstName] = useState(() => params.get('first_name') ?? '');
  const [lastName, setLastName] = useState(() => params.get('last_name') ?? '');
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [companyName, setCompanyName] = useState(() => params.get('company_name') ?? '');
  const [isTelemetryEnabled, setIsTelemetryEnabled] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<SetupField, string>>>(() => {
    if (queryError?.place === 'email') return { email: queryError.message };
    if (queryError?.place === 'password') return { password: queryError.message };
    return {};
  });
  const [formError, setFormError] = useState<string | null>(() =>
    queryError !== null && queryError.place !== 'email' && queryError.place !== 'password'
      ? queryError.message
      : null,
  );
  const [isSubmitting, setIsSubmitting] = useState(false);

  useEffect(() => {
    void instanceStore.ensureLoaded();
  }, [instanceStore]);

  const userInputs = useMemo(
    () => [normalizeEmail(email), firstName, lastName, companyName].filter(Boolean),
    [email, firstName, lastName, companyName],
  );

  const { instance, error, isLoading } = instanceStore;
  if (!instance) {
    return (
      <CenteredPage>
        {error ? (
          <InstanceErrorCard
            error={error}
            isRetrying={isLoading}
            onRetry={() => void instanceStore.fetchInstanceInfo()}
          />
        ) : (
          <InstanceLoadingCard />
        )}
      </CenteredPage>
    );
  }
  if (instance.is_setup_done && queryError === null) return <Navigate to="/" replace />;

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const found: Partial<Record<SetupField, string>> = {};
    if (firstName.trim() === '') found.first_name = t('setup.firstNameRequired');
    if (!isValidEmail(email)) found.email = t('flow.invalidEmail');
    const problem =
      password === '' ? t('password.choose') : await passwordProblem(password, userInputs);
    if (problem !== null) found.password = problem;
    if (companyName.trim() === '') found.company_name = t('setup.companyRequired');
    setErrors(found);
    setFormError(null);
    const firstInvalid = (['first_name', 'email', 'password', 'company_name'] as const).find(
      (field) => found[field] !== undefined,
    );
    if (firstInvalid !== undefined) {
      document.getElementById(`setup-${firstInvalid}`)?.focus();
      return;
    }
    setIsSubmitting(true);
    const token = await csrfToken();
    if (token === null) {
      setFormError(t('flow.csrfMissing'));
      setIsSubmitting(false);
      return;
    }
    submitForm('/api/instances/admins/sign-up/', {
      first_name: firstName.trim(),
      last_name: lastName.trim(),
      email: normalizeEmail(email),
      password,
      company_name: companyName.trim(),
      is_telemetry_enabled: isTelemetryEnabled ? 'True' : 'False',
      [CSRF_FORM_FIELD]: token,
    });
  };

  const clear = (field: SetupField) => {
    if (errors[field] !== undefined) setErrors({ ...errors, [field]: undefined });
  };

  return (
    <AuthCard
      testId="setup-form"
      isWide
      title={t('setup.title')}
      description={t('setup.description')}
    >
      {formError !== null && <Alert className="mb-4">{formError}</Alert>}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <NameFields
            firstNameId="setup-first_name"
            hasFormNames
            autoFocus
            firstName={firstName}
            lastName={lastName}
            firstNameError={errors.first_name}
            onFirstNameChange={(value) => {
              setFirstName(value);
              clear('first_name');
            }}
            onLastNameChange={setLastName}
          />
        </div>
        <TextField
          id="setup-email"
          label={t('setup.workEmail')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('flow.emailPlaceholder')}
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            clear('email');
          }}
        />
        <PasswordField
          id="setup-password"
          label={t('flow.password')}
          name="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          hint={<PasswordStrength password={password} userInputs={userInputs} />}
          onChange={(event) => {
            setPassword(event.target.value);
            clear('password');
          }}
        />
        <TextField
          id="setup-company_name"
          label={t('setup.companyName')}
          name="company_name"
          autoComplete="organization"
          placeholder={t('setup.companyPlaceholder')}
          value={companyName}
          error={errors.company_name}
          hint={t('setup.companyHint')}
          onChange={(event) => {
            setCompanyName(event.target.value);
            clear('company_name');
          }}
        />
        <label className="flex items-start gap-2 text-base text-secondary">
          <input
            type="checkbox"
            checked={isTelemetryEnabled}
            onChange={(event) => {
              setIsTelemetryEnabled(event.target.checked);
            }}
            className="mt-0.5 size-4 accent-(--color-accent)"
          />
          <span>{t('setup.telemetry')}</span>
        </label>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          isLoading={isSubmitting}
          trailingIcon={<Icon name="arrow-right" size={15} />}
          className="mt-1"
        >
          {t('setup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
});
