import { CSRF_FORM_FIELD, MAGIC_CODE_LENGTH, isValidEmail, normalizeEmail } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type SubmitEvent, useEffect, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRootStore } from '../../app/store-context';
import { ApiError } from '../../lib/api-client';
import { submitForm } from '../../lib/form-post';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { TextField } from '../../ui/TextField';
import { useAuthServer } from './use-auth-server';
import { AuthCard, authLinkClassName } from './AuthCard';
import { type AuthErrorPlace, authErrorFromCode, authErrorFromQuery } from './auth-error-messages';
import {
  type AuthMode,
  type AuthStep,
  authFormAction,
  authLink,
  initialAuthStep,
} from './auth-flow';
import { PasswordField } from './PasswordField';
import { passwordProblem } from './password-checker';
import { PasswordStrength } from './PasswordStrength';
import { errorMessage } from '../../lib/api-error';

/** Seconds before another code may be asked for. */
const RESEND_COOLDOWN_SECONDS = 30;

interface FlowError {
  place: AuthErrorPlace;
  message: string;
}

const COPY_KEY = { 'sign-in': 'signIn', 'sign-up': 'signUp' } as const satisfies Record<
  AuthMode,
  string
>;

/**
 * Sign-in and sign-up, email first (plane-behaviour §6.1): the email is checked, then a password or
 * an emailed code finishes the flow with a real form post. A failed post comes back to this screen
 * with ?error_code=&email=, and the message shows at the step it belongs to.
 */
export const AuthFlow = observer(function AuthFlow({ mode }: { mode: AuthMode }) {
  const { instance } = useRootStore();
  const server = useAuthServer();
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const queryError = useMemo(() => authErrorFromQuery(params), [params]);
  const nextPath = params.get('next_path');
  const config = instance.config;
  const isCodeEnabled = config?.is_magic_login_enabled !== false;
  const isPasswordEnabled = config?.is_email_password_enabled !== false;

  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [step, setStep] = useState<AuthStep>(() =>
    initialAuthStep(queryError, params.get('email') ?? ''),
  );
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<FlowError | null>(queryError);
  const [isBusy, setIsBusy] = useState(false);
  const [isResending, setIsResending] = useState(false);
  const [resendIn, setResendIn] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = window.setTimeout(() => {
      setResendIn((seconds) => seconds - 1);
    }, 1000);
    return () => {
      window.clearTimeout(timer);
    };
  }, [resendIn]);

  const copyKey = COPY_KEY[mode];
  const copy = {
    title: t(`${copyKey}.title`),
    description: t(`${copyKey}.description`),
    submit: t(`${copyKey}.submit`),
  };
  const normalizedEmail = normalizeEmail(email);
  const userInputs = useMemo(() => [normalizedEmail], [normalizedEmail]);

  const fail = (place: AuthErrorPlace, message: string) => {
    setError({ place, message });
    setIsBusy(false);
  };

  /**
   * Shows a failed JSON call at the step it belongs to, or at `place` when it is not an auth
   * error; returns the step it was shown at.
   */
  const failWith = (place: AuthErrorPlace, cause: unknown, fallback: string): AuthErrorPlace => {
    const known = cause instanceof ApiError ? authErrorFromCode(cause.code) : null;
    const at = known && known.place !== 'form' ? known.place : place;
    fail(at, known?.message ?? errorMessage(cause, fallback));
    return at;
  };

  /** Emails a code; null on success, else the step the failure is shown at. */
  const sendCode = async (): Promise<AuthErrorPlace | null> => {
    try {
      await server.generateMagicCode(normalizedEmail);
      setResendIn(RESEND_COOLDOWN_SECONDS);
      return null;
    } catch (cause) {
      return failWith('code', cause, t('flow.couldNotSendCode'));
    }
  };

  const goToCode = async () => {
    setIsBusy(true);
    setError(null);
    setCode('');
    const failedAt = await sendCode();
    if (failedAt === 'email') return;
    setStep(failedAt === 'password' ? 'password' : 'code');
    setNotice(null);
    setIsBusy(false);
  };

  const onEmailSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError({ place: 'email', message: t('flow.invalidEmail') });
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      const result = await server.checkEmail(normalizedEmail);
      if (mode === 'sign-in' && !result.existing) {
        fail('email', t('flow.noAccount'));
        return;
      }
      if (mode === 'sign-up' && result.existing) {
        fail('email', t('flow.accountExists'));
        return;
      }
      // Keel's own flag, not `status`: without SMTP the code still reaches the outbox.
      if (result.is_magic_code_available && isCodeEnabled) {
        await goToCode();
        return;
      }
      setPassword('');
      setStep('password');
      setIsBusy(false);
    } catch (cause) {
      failWith('email', cause, t('flow.tryAgain'));
    }
  };

  const post = async (action: string, fields: Record<string, string>) => {
    setIsBusy(true);
    setError(null);
    const token = await server.csrfToken();
    if (token === null) {
      fail('form', t('flow.csrfMissing'));
      return;
    }
    submitForm(action, {
      email: normalizedEmail,
      ...fields,
      next_path: nextPath ?? undefined,
      [CSRF_FORM_FIELD]: token,
    });
  };

  const onPasswordSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (password === '') {
      setError({ place: 'password', message: t('flow.enterPassword') });
      return;
    }
    if (mode === 'sign-up') {
      const problem = await passwordProblem(password, userInputs);
      if (problem !== null) {
        setError({ place: 'password', message: problem });
        return;
      }
    }
    void post(authFormAction(mode, 'password'), { password });
  };

  const onCodeSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!new RegExp(`^\\d{${MAGIC_CODE_LENGTH}}$`).test(trimmed)) {
      setError({ place: 'code', message: t('flow.enterCode', { length: MAGIC_CODE_LENGTH }) });
      return;
    }
    void post(authFormAction(mode, 'code'), { code: trimmed });
  };

  const onResend = async () => {
    setIsResending(true);
    setError(null);
    if ((await sendCode()) === null) setNotice(t('flow.newCodeSent', { email: normalizedEmail }));
    setIsResending(false);
  };

  const changeEmail = () => {
    setStep('email');
    setError(null);
    setNotice(null);
  };

  const errorAt = (place: AuthErrorPlace) => (error?.place === place ? error.message : null);
  const formError = errorAt('form');

  const emailSummary = (
    <div className="mb-4 flex items-center justify-between gap-2 rounded-md border border-subtle bg-surface-sunken px-3 py-2">
      <span className="flex min-w-0 items-center gap-2 text-base text-primary">
        <Icon name="mail" size={14} className="shrink-0 text-tertiary" />
        <span className="truncate" data-testid="auth-email">
          {normalizedEmail}
        </span>
      </span>
      <button
        type="button"
        onClick={changeEmail}
        className="shrink-0 text-sm font-medium text-accent hover:underline"
      >
        {t('flow.change')}
      </button>
    </div>
  );

  const footer =
    mode === 'sign-in' ? (
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

  return (
    <AuthCard
      testId={mode === 'sign-in' ? 'sign-in' : 'sign-up'}
      title={step === 'code' ? t('flow.checkEmail') : copy.title}
      description={
        step === 'code' ? (
          <Trans
            t={t}
            i18nKey="flow.codeSent"
            values={{ length: MAGIC_CODE_LENGTH, email: normalizedEmail }}
            components={{ email: <span className="font-medium text-primary" /> }}
          />
        ) : step === 'password' ? (
          mode === 'sign-in' ? (
            t('flow.passwordSignIn')
          ) : (
            t('flow.passwordSignUp')
          )
        ) : (
          copy.description
        )
      }
      footer={footer}
    >
      {formError !== null && <Alert className="mb-4">{formError}</Alert>}

      {step === 'email' && (
        <form
          noValidate
          onSubmit={(event) => void onEmailSubmit(event)}
          className="flex flex-col gap-4"
        >
          <TextField
            label={t('flow.email')}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('flow.emailPlaceholder')}
            autoFocus
            value={email}
            error={errorAt('email')}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error?.place === 'email') setError(null);
            }}
          />
          {error?.place === 'email' && mode === 'sign-in' && (
            <p className="-mt-2 text-sm text-secondary">
              <Link to={authLink('/sign-up', { email, nextPath })} className={authLinkClassName}>
                {t('flow.createWithEmail')}
              </Link>
            </p>
          )}
          {error?.place === 'email' && mode === 'sign-up' && (
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
      )}

      {step === 'password' && (
        <form
          noValidate
          onSubmit={(event) => void onPasswordSubmit(event)}
          className="flex flex-col gap-4"
        >
          {emailSummary}
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
            error={errorAt('password')}
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
              setPassword(event.target.value);
              if (error?.place === 'password') setError(null);
            }}
          />
          <Button type="submit" variant="primary" size="lg" isLoading={isBusy}>
            {copy.submit}
          </Button>
          {isCodeEnabled && (
            <Button
              variant="ghost"
              disabled={isBusy}
              onClick={() => {
                void goToCode();
              }}
            >
              {t('flow.useCode')}
            </Button>
          )}
        </form>
      )}

      {step === 'code' && (
        <form noValidate onSubmit={onCodeSubmit} className="flex flex-col gap-4">
          {emailSummary}
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
            error={errorAt('code')}
            className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
            labelAside={
              <button
                type="button"
                disabled={resendIn > 0 || isResending}
                onClick={() => void onResend()}
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
              setCode(event.target.value.replace(/\D/g, ''));
              if (error?.place === 'code') setError(null);
            }}
          />
          <Button type="submit" variant="primary" size="lg" isLoading={isBusy}>
            {copy.submit}
          </Button>
          {isPasswordEnabled && (
            <Button
              variant="ghost"
              disabled={isBusy}
              onClick={() => {
                setError(null);
                setPassword('');
                setStep('password');
              }}
            >
              {t('flow.usePassword')}
            </Button>
          )}
        </form>
      )}
    </AuthCard>
  );
});
