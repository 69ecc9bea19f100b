import { CSRF_FORM_FIELD, MAGIC_CODE_LENGTH, isValidEmail, normalizeEmail } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type SubmitEvent, useEffect, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useInstance } from '#web/domains/instances/use-instance';
import { ApiError } from '#web/lib/api-client';
import { submitForm } from '#web/lib/form-post';
import { Alert } from '#web/ui/Alert';
import { useAuthServer } from './use-auth-server';
import { AuthCard } from './AuthCard';
import { AuthFooter, CodeStep, EmailStep, PasswordStep } from './AuthSteps';
import { type AuthErrorPlace, authErrorFromCode, authErrorFromQuery } from './auth-error-messages';
import { type AuthMode, type AuthStep, authFormAction, initialAuthStep } from './auth-flow';
import { passwordProblem } from './password-checker';
import { errorMessage } from '#web/lib/api-error';

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
  const instance = useInstance();
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
      footer={<AuthFooter mode={mode} email={email} nextPath={nextPath} />}
    >
      {formError !== null && <Alert className="mb-4">{formError}</Alert>}

      {step === 'email' && (
        <EmailStep
          mode={mode}
          email={email}
          nextPath={nextPath}
          error={errorAt('email')}
          isBusy={isBusy}
          onEmailChange={(next) => {
            setEmail(next);
            if (error?.place === 'email') setError(null);
          }}
          onSubmit={(event) => void onEmailSubmit(event)}
        />
      )}

      {step === 'password' && (
        <PasswordStep
          mode={mode}
          email={email}
          normalizedEmail={normalizedEmail}
          password={password}
          userInputs={userInputs}
          error={errorAt('password')}
          isBusy={isBusy}
          submitLabel={copy.submit}
          isCodeEnabled={isCodeEnabled}
          onPasswordChange={(next) => {
            setPassword(next);
            if (error?.place === 'password') setError(null);
          }}
          onSubmit={(event) => void onPasswordSubmit(event)}
          onUseCode={() => {
            void goToCode();
          }}
          onChangeEmail={changeEmail}
        />
      )}

      {step === 'code' && (
        <CodeStep
          normalizedEmail={normalizedEmail}
          code={code}
          notice={notice}
          error={errorAt('code')}
          isBusy={isBusy}
          isResending={isResending}
          resendIn={resendIn}
          submitLabel={copy.submit}
          isPasswordEnabled={isPasswordEnabled}
          onCodeChange={(next) => {
            setCode(next);
            if (error?.place === 'code') setError(null);
          }}
          onSubmit={onCodeSubmit}
          onResend={() => void onResend()}
          onUsePassword={() => {
            setError(null);
            setPassword('');
            setStep('password');
          }}
          onChangeEmail={changeEmail}
        />
      )}
    </AuthCard>
  );
});
