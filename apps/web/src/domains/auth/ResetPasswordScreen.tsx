import { Trans, useTranslation } from 'react-i18next';
import { CSRF_FORM_FIELD } from '@keel/core';
import { type SubmitEvent, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuthServer } from './use-auth-server';
import { submitForm } from '#web/lib/form-post';
import { Button } from '#web/ui/Button';
import { AuthCard, authLinkClassName } from './AuthCard';
import { authErrorFromQuery } from './auth-error-messages';
import { ResetLinkProblem } from './ForgotPasswordScreen';
import { PasswordField } from './PasswordField';
import { passwordProblem } from './password-checker';
import { PasswordStrength } from './PasswordStrength';

/** Chooses a new password from an emailed link (?uidb64=&token=&email=), with a real form post. */
export function ResetPasswordScreen() {
  const { csrfToken } = useAuthServer();
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const uidb64 = params.get('uidb64') ?? '';
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const queryError = useMemo(() => authErrorFromQuery(params), [params]);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>(() =>
    queryError?.place === 'password' ? { password: queryError.message } : {},
  );
  const [formError, setFormError] = useState<string | null>(() =>
    queryError !== null && queryError.place !== 'password' ? queryError.message : null,
  );
  const [isSubmitting, setIsSubmitting] = useState(false);
  const userInputs = useMemo(() => (email ? [email] : []), [email]);
  const isLinkBroken = uidb64 === '' || token === '';

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const problem =
      password === '' ? t('password.choose') : await passwordProblem(password, userInputs);
    const found = {
      ...(problem !== null ? { password: problem } : {}),
      ...(confirmation !== password ? { confirmation: t('reset.mismatch') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsSubmitting(true);
    const csrf = await csrfToken();
    if (csrf === null) {
      setFormError(t('flow.csrfMissing'));
      setIsSubmitting(false);
      return;
    }
    submitForm(`/auth/reset-password/${encodeURIComponent(uidb64)}/${encodeURIComponent(token)}/`, {
      password,
      [CSRF_FORM_FIELD]: csrf,
    });
  };

  return (
    <AuthCard
      testId="reset-password"
      title={t('reset.title')}
      description={
        email ? (
          <Trans
            t={t}
            i18nKey="reset.forEmail"
            values={{ email }}
            components={{ email: <span className="font-medium text-primary" /> }}
          />
        ) : (
          t('reset.description')
        )
      }
      footer={
        <Link to="/" className={authLinkClassName}>
          {t('forgot.backToSignIn')}
        </Link>
      }
    >
      {isLinkBroken ? (
        <ResetLinkProblem message={t('reset.incomplete')} />
      ) : (
        formError !== null && <ResetLinkProblem message={formError} />
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <input type="email" name="email" value={email} autoComplete="username" hidden readOnly />
        <PasswordField
          label={t('reset.newPassword')}
          name="password"
          autoComplete="new-password"
          autoFocus
          value={password}
          error={errors.password}
          hint={<PasswordStrength password={password} userInputs={userInputs} />}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors({ ...errors, password: undefined });
          }}
        />
        <PasswordField
          label={t('reset.confirmPassword')}
          name="password_confirmation"
          autoComplete="new-password"
          value={confirmation}
          error={errors.confirmation}
          onChange={(event) => {
            setConfirmation(event.target.value);
            setErrors({ ...errors, confirmation: undefined });
          }}
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          isLoading={isSubmitting}
          disabled={isLinkBroken}
        >
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
