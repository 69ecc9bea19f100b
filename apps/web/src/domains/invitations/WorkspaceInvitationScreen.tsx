import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '#web/ui/Alert';
import { Avatar } from '#web/ui/Avatar';
import { Button } from '#web/ui/Button';
import { ButtonLink } from '#web/ui/ButtonLink';
import { Card } from '#web/ui/Card';
import { CenteredPage } from '#web/ui/CenteredPage';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { PageSpinner } from '#web/ui/PageSpinner';
import { authLink } from '../auth/auth-flow';
import { Trans, useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useInvitations } from './use-invitations';
import { useUser } from '../users/use-user';
import { useWorkspaces } from '../workspaces/use-workspaces';

/**
 * '/workspace-invitations/?invitation_id=&email=&slug=&token=': answers an emailed invitation. A
 * visitor without a session is sent to sign up (or in) and brought back here afterwards.
 */
export const WorkspaceInvitationScreen = observer(function WorkspaceInvitationScreen() {
  const { t } = useTranslation('invitations');
  const user = useUser();
  const invitations = useInvitations();
  const workspaces = useWorkspaces();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = params.get('invitation_id') ?? '';
  const email = params.get('email') ?? '';
  const slug = params.get('slug') ?? '';
  const token = params.get('token') ?? '';
  const [workspaceName, setWorkspaceName] = useState<string | null>(null);
  const [answering, setAnswering] = useState<'accept' | 'decline' | null>(null);
  const [declined, setDeclined] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void user.ensureLoaded();
  }, [user]);

  useEffect(() => {
    if (slug === '' || id === '') return;
    invitations
      .lookUpByLink(slug, id)
      .then((invitation) => {
        setWorkspaceName(invitation.workspace.name);
      })
      .catch(() => undefined);
  }, [invitations, slug, id]);

  const here = location.pathname + location.search;
  const name = workspaceName ?? slug;
  const isComplete = id !== '' && slug !== '' && token !== '' && email !== '';

  const answer = async (accepted: boolean) => {
    setAnswering(accepted ? 'accept' : 'decline');
    setError(null);
    try {
      await invitations.answerByLink(slug, id, { accepted, email, token });
      if (!accepted) {
        setDeclined(true);
        setAnswering(null);
        return;
      }
      await workspaces.fetchAll();
      await navigate(user.isOnboarded ? `/${slug}` : '/onboarding', { replace: true });
    } catch (cause) {
      setError(errorMessage(cause, t('errors.answer')));
      setAnswering(null);
    }
  };

  if (user.status === 'unknown' || user.status === 'loading') return <PageSpinner />;

  if (!isComplete) {
    return (
      <CenteredPage>
        <Card className="w-full max-w-card">
          <EmptyState
            tone="danger"
            titleAs="h1"
            icon={<Icon name="alert-circle" size={20} />}
            title={t('link.incompleteTitle')}
            description={t('link.incompleteDescription')}
            action={<ButtonLink to="/">{t('link.home')}</ButtonLink>}
          />
        </Card>
      </CenteredPage>
    );
  }

  const isSignedIn = user.status === 'signed-in';
  const isOtherAccount =
    isSignedIn && user.user !== null && user.user.email.toLowerCase() !== email.toLowerCase();

  return (
    <CenteredPage>
      <Card data-testid="workspace-invitation" className="w-full max-w-card px-6 pb-6 pt-7 sm:px-8">
        <Avatar name={name} size="lg" isSquare className="mb-5" />
        {declined ? (
          <>
            <h1 className="text-xl font-semibold text-primary">{t('link.declinedTitle')}</h1>
            <p className="mt-1.5 text-base text-secondary">
              {t('link.declinedDescription', { name })}
            </p>
            <ButtonLink to="/" className="mt-6 w-full">
              {t('link.home')}
            </ButtonLink>
          </>
        ) : (
          <>
            <h1 className="text-xl font-semibold text-primary">{t('link.title', { name })}</h1>
            <p className="mt-1.5 text-base text-secondary">
              <Trans
                t={t}
                i18nKey="link.sentTo"
                values={{ email }}
                components={{ email: <span className="font-medium text-primary" /> }}
              />
            </p>
            {error !== null && <Alert className="mt-4">{error}</Alert>}
            {isOtherAccount && (
              <Alert tone="info" className="mt-4">
                {t('link.otherAccount', { current: user.user?.email ?? '', email })}
              </Alert>
            )}
            {isSignedIn ? (
              <div className="mt-6 flex flex-col gap-2">
                <Button
                  variant="primary"
                  size="lg"
                  isLoading={answering === 'accept'}
                  disabled={answering !== null}
                  onClick={() => void answer(true)}
                >
                  {t('link.accept')}
                </Button>
                <Button
                  variant="ghost"
                  isLoading={answering === 'decline'}
                  disabled={answering !== null}
                  onClick={() => void answer(false)}
                >
                  {t('link.decline')}
                </Button>
              </div>
            ) : (
              <div className="mt-6 flex flex-col gap-2">
                <ButtonLink
                  to={authLink('/sign-up', { email, nextPath: here })}
                  variant="primary"
                  size="lg"
                >
                  {t('link.signUp')}
                </ButtonLink>
                <ButtonLink to={authLink('/', { email, nextPath: here })} variant="ghost">
                  {t('link.signIn')}
                </ButtonLink>
              </div>
            )}
          </>
        )}
      </Card>
    </CenteredPage>
  );
});
