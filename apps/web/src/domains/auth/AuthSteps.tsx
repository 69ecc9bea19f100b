import { MAGIC_CODE_LENGTH } from '@keel/core';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';
import { TextField } from '#web/ui/TextField';
import { authLinkClassName } from './AuthCard';
import { type AuthMode, authLink } from './auth-flow';
import { PasswordField } from './PasswordField';
import { PasswordStrength } from './PasswordStrength';

/**
 * The three steps of sign-in and sign-up as forms (AuthFlow holds their state and sends them):
 * the email, then a password or an emailed code.
 */

/** The address being signed in with, and a way back to change it. */
function EmailSummary({ email, onChange }: { email: string; onChange: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className="mb-4 flex items-center justify-between gap-2 rounded-md border border-subtle bg-surface-sunken px-3 py-2">
      <span className="flex min-w-0 items-center gap-2 text-base text-primary">
        <Icon name="mail" size={14} className="shrink-0 text-tertiary" />
        <span className="truncate" data-testid="auth-email">
          {email}
        </span>
      </span>
      <button
        type="button"
        onClick={onChange}
        className="shrink-0 text-sm font-medium text-accent hover:underline"
      >
        {t('flow.change')}
      </button>
    </div>
  );
}

/** Under the card: a link to the other of sign-in and sign-up, keeping the email typed. */
export function AuthFooter({
  mode,
  email,
  nextPath,
}: {
  mode: AuthMode;
  email: string;
  nextPath: string | null;
}) {
  const { t } = useTranslation('auth');
  return mode === 'sign-in' ? (
    <>
      {t('flow.newToKeel')}{' '}
      <Link to={authLink('/sign-up', { email, nextPath })} className={authLinkClassName}>
        {t('flow.createAnAccount')}
      </Link>
    </>
  ) : (
    <>
      {t('flow.haveAccount')}{' '}
      <Link to={authLink('/', { email, nextPath })} className={authLinkClassName}>
        {t('flow.signIn')}
      </Link>
    </>
  );
}

export function EmailStep({
  mode,
  email,
  nextPath,
  error,
  isBusy,
  onEmailChange,
  onSubmit,
}: {
  mode: AuthMode;
  email: string;
  nextPath: string | null;
  error: string | null;
  isBusy: boolean;
  onEmailChange: (email: string) => void;
  onSubmit: (event: SubmitEvent) => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={t('flow.email')}
        type="email"
        name="email"
        autoComplete="email"
        placeholder={t('flow.emailPlaceholder')}
        autoFocus
        value={email}
        error={error}
        onChange={(event) => {
          onEmailChange(event.target.value);
        }}
      />
      {error !== null && mode === 'sign-in' && (
        <p className="-mt-2 text-sm text-secondary">
          <Link to={authLink('/sign-up', { email, nextPath })} className={authLinkClassName}>
            {t('flow.createWithEmail')}
          </Link>
        </p>
      )}
      {error !== null && mode === 'sign-up' && (
        <p className="-mt-2 text-sm text-secondary">
          <Link to={authLink('/', { email, nextPath })} className={authLinkClassName}>
            {t('flow.signInWithEmail')}
          </Link>
        </p>
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        isLoading={isBusy}
        trailingIcon={<Icon name="arrow-right" size={15} />}
      >
        {t('common:continue')}
      </Button>
    </form>
  );
}

export function PasswordStep({
  mode,
  email,
  normalizedEmail,
  password,
  userInputs,
  error,
  isBusy,
  submitLabel,
  isCodeEnabled,
  onPasswordChange,
  onSubmit,
  onUseCode,
  onChangeEmail,
}: {
  mode: AuthMode;
  /** The email as typed, carried to "Forgot password?". */
  email: string;
  normalizedEmail: string;
  password: string;
  userInputs: string[];
  error: string | null;
  isBusy: boolean;
  submitLabel: string;
  isCodeEnabled: boolean;
  onPasswordChange: (password: string) => void;
  onSubmit: (event: SubmitEvent) => void;
  onUseCode: () => void;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <EmailSummary email={normalizedEmail} onChange={onChangeEmail} />
      <input
        type="email"
        name="email"
        value={normalizedEmail}
        autoComplete="username"
        hidden
        readOnly
      />
      <PasswordField
        label={t('flow.password')}
        name="password"
        autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
        autoFocus
        value={password}
        error={error}
        hint={
          mode === 'sign-up' ? (
            <PasswordStrength password={password} userInputs={userInputs} />
          ) : undefined
        }
        labelAside={
          mode === 'sign-in' ? (
            <Link
              to={authLink('/accounts/forgot-password', { email })}
              className="text-sm font-medium text-accent hover:underline"
            >
              {t('flow.forgotPassword')}
            </Link>
          ) : undefined
        }
        onChange={(event) => {
          onPasswordChange(event.target.value);
        }}
      />
      <Button type="submit" variant="primary" size="lg" isLoading={isBusy}>
        {submitLabel}
      </Button>
      {isCodeEnabled && (
        <Button variant="ghost" disabled={isBusy} onClick={onUseCode}>
          {t('flow.useCode')}
        </Button>
      )}
    </form>
  );
}

export function CodeStep({
  normalizedEmail,
  code,
  notice,
  error,
  isBusy,
  isResending,
  resendIn,
  submitLabel,
  isPasswordEnabled,
  onCodeChange,
  onSubmit,
  onResend,
  onUsePassword,
  onChangeEmail,
}: {
  normalizedEmail: string;
  code: string;
  /** A confirmation such as "A new code was sent". */
  notice: string | null;
  error: string | null;
  isBusy: boolean;
  isResending: boolean;
  /** Seconds before another code may be asked for. */
  resendIn: number;
  submitLabel: string;
  isPasswordEnabled: boolean;
  onCodeChange: (code: string) => void;
  onSubmit: (event: SubmitEvent) => void;
  onResend: () => void;
  onUsePassword: () => void;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <EmailSummary email={normalizedEmail} onChange={onChangeEmail} />
      {notice !== null && <Alert tone="success">{notice}</Alert>}
      <TextField
        label={t('flow.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="123456"
        maxLength={MAGIC_CODE_LENGTH}
        autoFocus
        value={code}
        error={error}
        className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
        labelAside={
          <button
            type="button"
            disabled={resendIn > 0 || isResending}
            onClick={onResend}
            className="text-sm font-medium text-accent hover:underline disabled:text-tertiary disabled:no-underline"
          >
            {isResending
              ? t('flow.sending')
              : resendIn > 0
                ? t('flow.resendIn', { seconds: resendIn })
                : t('flow.resendCode')}
          </button>
        }
        onChange={(event) => {
          onCodeChange(event.target.value.replace(/\D/g, ''));
        }}
      />
      <Button type="submit" variant="primary" size="lg" isLoading={isBusy}>
        {submitLabel}
      </Button>
      {isPasswordEnabled && (
        <Button variant="ghost" disabled={isBusy} onClick={onUsePassword}>
          {t('flow.usePassword')}
        </Button>
      )}
    </form>
  );
}
