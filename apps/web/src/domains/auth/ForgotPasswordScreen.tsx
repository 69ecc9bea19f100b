import { isValidEmail, normalizeEmail } from '@keel/core';
import { type SubmitEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useRootStore } from '../../app/store-context';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { TextField } from '../../ui/TextField';
import { requestPasswordReset } from './auth-api';
import { AuthCard, authLinkClassName } from './AuthCard';
import { authLink } from './auth-flow';
import { errorMessage } from '../../lib/api-error';

/** Asks for a reset link by email, then says where to look. */
export function ForgotPasswordScreen() {
  const { api } = useRootStore();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async () => {
    setIsSubmitting(true);
    setError(null);
    try {
      await requestPasswordReset(api, normalizeEmail(email));
      setSentTo(normalizeEmail(email));
    } catch (cause) {
      setError(errorMessage(cause, 'We could not send the link.'));
    } finally {
      setIsSubmitting(false);
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError('Enter a valid email address.');
      return;
    }
    void send();
  };

  const footer = (
    <Link to={authLink('/', { email })} className={authLinkClassName}>
      Back to sign in
    </Link>
  );

  if (sentTo !== null) {
    return (
      <AuthCard
        testId="forgot-password-sent"
        title="Check your email"
        description={
          <>
            If an account exists for <span className="font-medium text-primary">{sentTo}</span>, a
            link to reset its password is on its way. It works for one hour.
          </>
        }
        footer={footer}
      >
        <Button
          variant="secondary"
          className="w-full"
          isLoading={isSubmitting}
          onClick={() => void send()}
        >
          Send the link again
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      testId="forgot-password"
      title="Reset your password"
      description="Enter the email you sign in with and we will send you a link to choose a new password."
      footer={footer}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label="Email"
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
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}

/** Kept for the reset screen's "link expired" state. */
export function ResetLinkProblem({ message }: { message: string }) {
  return (
    <Alert className="mb-4">
      {message}{' '}
      <Link to="/accounts/forgot-password" className={authLinkClassName}>
        Get a new link
      </Link>
    </Alert>
  );
}
