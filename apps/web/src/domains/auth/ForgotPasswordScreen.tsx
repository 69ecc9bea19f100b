import { Trans, useTranslation } from 'react-i18next';
import { isValidEmail, normalizeEmail } from '@keel/core';
import { type SubmitEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';
import { TextField } from '#web/ui/TextField';
import { useAuthServer } from './use-auth-server';
import { AuthCard, authLinkClassName } from './AuthCard';
import { authLink } from './auth-flow';
import { errorMessage } from '#web/lib/api-error';

/** Asks for a reset link by email, then says where to look. */
export function ForgotPasswordScreen() {
  const server = useAuthServer();
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async () => {
    setIsSubmitting(true);
    setError(null);
    try {
      await server.requestPasswordReset(normalizeEmail(email));
      setSentTo(normalizeEmail(email));
    } catch (cause) {
      setError(errorMessage(cause, t('forgot.couldNotSend')));
    } finally {
      setIsSubmitting(false);
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(t('flow.invalidEmail'));
      return;
    }
    void send();
  };

  const footer = (
    <Link to={authLink('/', { email })} className={authLinkClassName}>
      {t('forgot.backToSignIn')}
    </Link>
  );

  if (sentTo !== null) {
    return (
      <AuthCard
        testId="forgot-password-sent"
        title={t('flow.checkEmail')}
        description={
          <Trans
            t={t}
            i18nKey="forgot.sent"
            values={{ email: sentTo }}
            components={{ email: <span className="font-medium text-primary" /> }}
          />
        }
        footer={footer}
      >
        <Button
          variant="secondary"
          className="w-full"
          isLoading={isSubmitting}
          onClick={() => void send()}
        >
          {t('forgot.sendAgain')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      testId="forgot-password"
      title={t('forgot.title')}
      description={t('forgot.description')}
      footer={footer}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label={t('flow.email')}
          type="email"
          name="email"
          autoComplete="email"
          autoFocus
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          isLoading={isSubmitting}
          leadingIcon={<Icon name="mail" size={15} />}
        >
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

/** Kept for the reset screen's "link expired" state. */
export function ResetLinkProblem({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <Alert className="mb-4">
      {message}{' '}
      <Link to="/accounts/forgot-password" className={authLinkClassName}>
        {t('reset.newLink')}
      </Link>
    </Alert>
  );
}
