import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '#web/ui/Alert';
import { Avatar } from '#web/ui/Avatar';
import { Button } from '#web/ui/Button';
import { ButtonLink } from '#web/ui/ButtonLink';
import { Card } from '#web/ui/Card';
import { CenteredPage } from '#web/ui/CenteredPage';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { Skeleton } from '#web/ui/Skeleton';
import { roleLabel } from '../members/role-options';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useInvitations } from './use-invitations';
import { useUser } from '../users/use-user';
import { useWorkspaces } from '../workspaces/use-workspaces';

/** '/invitations': the workspaces that invited the signed-in person; pick and join. */
export const InvitationsScreen = observer(function InvitationsScreen() {
  const { t } = useTranslation('invitations');
  const invitations = useInvitations();
  const workspaces = useWorkspaces();
  const user = useUser();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [isJoining, setIsJoining] = useState(false);

  useEffect(() => {
    void invitations.fetchMine();
  }, [invitations]);

  const join = async () => {
    const chosen = invitations.mine.filter((invitation) => selected.has(invitation.id));
    const first = chosen[0];
    if (!first) return;
    setIsJoining(true);
    setError(null);
    try {
      await invitations.acceptMine(chosen.map((invitation) => invitation.id));
      await workspaces.fetchAll();
      await navigate(user.isOnboarded ? `/${first.workspace.slug}` : '/onboarding');
    } catch (cause) {
      setError(errorMessage(cause, t('errors.join')));
      setIsJoining(false);
    }
  };

  const isLoading = invitations.isMineLoading && !invitations.isMineLoaded;

  return (
    <CenteredPage>
      <Card data-testid="invitations" className="w-full max-w-lg px-6 pb-6 pt-7 sm:px-8">
        <h1 className="text-xl font-semibold text-primary">{t('mine.title')}</h1>
        <p className="mt-1.5 text-base text-secondary">{t('mine.description')}</p>
        {error !== null && <Alert className="mt-4">{error}</Alert>}
        {invitations.mineError !== null && <Alert className="mt-4">{invitations.mineError}</Alert>}
        <div className="mt-5">
          {isLoading ? (
            <div className="flex flex-col gap-2" aria-busy="true">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : invitations.mine.length === 0 ? (
            <EmptyState
              icon={<Icon name="mail" size={18} />}
              title={t('mine.emptyTitle')}
              description={t('mine.emptyDescription')}
              action={
                <ButtonLink to="/create-workspace" variant="primary">
                  {t('mine.createWorkspace')}
                </ButtonLink>
              }
            />
          ) : (
            <>
              <ul className="divide-y divide-(--border-color-subtle) rounded-lg border border-subtle">
                {invitations.mine.map((invitation) => {
                  const name = invitation.workspace.name;
                  const isChecked = selected.has(invitation.id);
                  return (
                    <li key={invitation.id}>
                      <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-surface-hover">
                        <Avatar name={name} src={invitation.workspace.logo_url} isSquare />
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium text-primary">{name}</span>
                          <span className="text-sm text-tertiary">
                            {t('mine.asRole', { role: roleLabel(invitation.role) })}
                          </span>
                        </span>
                        <input
                          type="checkbox"
                          checked={isChecked}
                          aria-label={t('mine.joinNamed', { name })}
                          onChange={() => {
                            const next = new Set(selected);
                            if (isChecked) next.delete(invitation.id);
                            else next.add(invitation.id);
                            setSelected(next);
                          }}
                          className="size-4 accent-(--color-accent)"
                        />
                      </label>
                    </li>
                  );
                })}
              </ul>
              <Button
                variant="primary"
                size="lg"
                className="mt-5 w-full"
                disabled={selected.size === 0}
                isLoading={isJoining}
                onClick={() => void join()}
              >
                {selected.size > 1
                  ? t('mine.joinMany', { count: selected.size })
                  : t('mine.joinOne')}
              </Button>
            </>
          )}
        </div>
      </Card>
    </CenteredPage>
  );
});
