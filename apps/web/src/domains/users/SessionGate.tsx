import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { CenteredPage } from '#web/ui/CenteredPage';
import { PageSpinner } from '#web/ui/PageSpinner';
import { RetryErrorCard } from '#web/ui/RetryErrorCard';
import { signInUrl, signedInDestination } from './signed-in-destination';
import { useUser } from './use-user';

function SessionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('users');
  return (
    <CenteredPage>
      <RetryErrorCard title={t('session.checkFailed')} message={message} onRetry={onRetry} />
    </CenteredPage>
  );
}

function SessionSpinner() {
  const { t } = useTranslation('users');
  return <PageSpinner label={t('session.checking')} />;
}

/**
 * For signed-out screens (sign-in, sign-up): draws them for visitors, and sends someone already
 * signed in on to where they belong (spec §2).
 */
export const SignedOutOnly = observer(function SignedOutOnly({
  children,
}: {
  children: ReactNode;
}) {
  const user = useUser();
  const [params] = useSearchParams();
  useEffect(() => {
    void user.ensureLoaded();
  }, [user]);

  if (user.status === 'error')
    return <SessionError message={user.error ?? ''} onRetry={() => void user.load()} />;
  if (user.status === 'signed-out') return children;
  if (user.status !== 'signed-in') return <SessionSpinner />;
  return (
    <Navigate
      replace
      to={signedInDestination({
        isOnboarded: user.isOnboarded,
        lastWorkspaceSlug: user.settings?.workspace.last_workspace_slug,
        fallbackWorkspaceSlug: user.settings?.workspace.fallback_workspace_slug,
        nextPath: params.get('next_path'),
      })}
    />
  );
});

/**
 * A layout route for screens that need a user: signed-out visitors go to '/?next_path=<here>';
 * with `requireOnboarded`, people who have not finished onboarding go there first.
 */
export const RequireUser = observer(function RequireUser({
  requireOnboarded = false,
}: {
  requireOnboarded?: boolean;
}) {
  const user = useUser();
  const location = useLocation();
  useEffect(() => {
    void user.ensureLoaded();
  }, [user]);

  if (user.status === 'error')
    return <SessionError message={user.error ?? ''} onRetry={() => void user.load()} />;
  if (user.status === 'signed-out')
    return <Navigate replace to={signInUrl(location.pathname + location.search)} />;
  if (user.status !== 'signed-in') return <SessionSpinner />;
  if (requireOnboarded && !user.isOnboarded) return <Navigate replace to="/onboarding" />;
  return <Outlet />;
});
